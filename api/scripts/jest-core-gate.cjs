// How many test files the API suite runs at once (see jest-runner.mjs).
'use strict';
const { existsSync } = require('node:fs');

/**
 * `npm test` runs the front-end suites (one process) beside the API suite (a worker per core). Three busy processes
 * on two cores cost a sixth more CPU than two (the API suite alone with three workers: 298 s against 255 s), so
 * while `otherLaneFile` exists the API runs one file fewer at once, and all `cores` again once it is gone.
 */
function coreGate({ cores, otherLaneFile, pollMs = 200 }) {
  let running = 0;
  const waiting = [];
  let poll = null;
  const limit = () => (otherLaneFile && existsSync(otherLaneFile) ? Math.max(1, cores - 1) : cores);

  function admit() {
    while (waiting.length > 0 && running < limit()) {
      running += 1;
      waiting.shift()();
    }
    // Nothing tells this process when the other lane ends, so a file that waits looks again now and then (the
    // timer alone keeps no process alive).
    if (waiting.length > 0 && !poll) poll = setInterval(admit, pollMs).unref();
    if (waiting.length === 0 && poll) {
      clearInterval(poll);
      poll = null;
    }
  }

  return {
    /** Runs `work` once fewer than the limit run; the limit is read again whenever a file waits or ends. */
    async run(work) {
      await new Promise((resolve) => {
        waiting.push(resolve);
        admit();
      });
      try {
        return await work();
      } finally {
        running -= 1;
        admit();
      }
    },
  };
}

module.exports = { coreGate };
