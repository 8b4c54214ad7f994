// How many of the API's test files run at once beside `npm test`'s other lane (jest-core-gate.cjs).
'use strict';
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { coreGate } = require('./jest-core-gate.cjs');

/** Files that run until told to end, counting how many run at once. */
function files() {
  const ends = [];
  const state = { running: 0, mostAtOnce: 0 };
  const file = () =>
    new Promise((resolve) => {
      state.running += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
      ends.push(() => {
        state.running -= 1;
        resolve();
      });
    });
  return {
    state,
    /** Hands `count` files to the gate; settles once all have run. */
    start: (gate, count) => Promise.all(Array.from({ length: count }, () => gate.run(file))),
    /** Ends the `count` files one by one, each time once as many run as the gate should let (`atOnce`, or what is left). */
    async endEach(count, atOnce) {
      for (let left = count; left > 0; left -= 1) {
        await until(() => state.running === Math.min(atOnce, left));
        ends.shift()();
      }
    },
  };
}

async function until(condition) {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 2000) throw new Error('not within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'core-gate-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The file `npm test` keeps while its front-end lane runs. */
function otherLaneRunning() {
  const otherLaneFile = path.join(dir, 'front-end-lane-running');
  writeFileSync(otherLaneFile, '');
  return otherLaneFile;
}

it('runs a file per core when no other lane runs, and the next when one ends', async () => {
  const run = files();
  const all = run.start(coreGate({ cores: 2, otherLaneFile: path.join(dir, 'absent') }), 3);
  await run.endEach(3, 2);
  await all;
  expect(run.state.mostAtOnce).toBe(2);
});

it('runs one file fewer while the other lane runs, and a file per core again once it has ended', async () => {
  const otherLaneFile = otherLaneRunning();
  const run = files();
  const all = run.start(coreGate({ cores: 2, otherLaneFile, pollMs: 10 }), 3);
  await until(() => run.state.running === 1);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(run.state.running).toBe(1);

  rmSync(otherLaneFile);
  await run.endEach(3, 2);
  await all;
  expect(run.state.mostAtOnce).toBe(2);
});

it('still runs one file on a single core while the other lane runs', async () => {
  const run = files();
  const all = run.start(coreGate({ cores: 1, otherLaneFile: otherLaneRunning(), pollMs: 10 }), 2);
  await run.endEach(2, 1);
  await all;
  expect(run.state.mostAtOnce).toBe(1);
});
