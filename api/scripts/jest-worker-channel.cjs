// A channel of its own for each test file jest-light-runner hands to a worker process (see jest-runner.mjs).
'use strict';

/**
 * jest-light-runner gives every task one shared channel: a worker asks it for the run's settings, and it answers
 * every listener it holds, one per task handed out so far, then forgets them. A worker still starting when
 * another asked got the answer before it listened, lost it, and then asked a channel that no longer knew it.
 * This channel stands between one task and the shared one: it joins the shared channel only when its own worker
 * asks, so the answer goes to the worker that asked.
 */
function ownChannel(shared) {
  const listeners = new Set();
  return {
    onMessage(listener) {
      listeners.add(listener);
    },
    postMessage(message) {
      shared.onMessage((answer) => {
        for (const listener of listeners) listener(answer);
      });
      shared.postMessage(message);
    },
  };
}

module.exports = { ownChannel };
