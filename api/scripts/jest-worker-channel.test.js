// The hand-over of the run's settings to jest-light-runner's worker processes (jest-worker-channel.cjs).
'use strict';
const { ownChannel } = require('./jest-worker-channel.cjs');

const ASK = 'jest-light-runner-get-worker-data';
const SETTINGS = { type: 'jest-light-runner-worker-data', workerData: { runtime: 'child_process' } };

/** jest-light-runner 0.7's channel, shared by every task: an ask answers every listener it holds and forgets them. */
function sharedChannel() {
  const listeners = new Set();
  return {
    onMessage: (listener) => listeners.add(listener),
    postMessage(message) {
      if (message !== ASK) return;
      for (const listener of listeners) {
        listener(SETTINGS);
        listeners.delete(listener);
      }
    },
  };
}

/** A worker process as tinypool wires it: given a task's channel, it receives what the channel sends it, once it listens. */
function worker(channel) {
  const received = [];
  let listening = false;
  channel.onMessage((message) => listening && received.push(message));
  return {
    received,
    ask() {
      listening = true;
      channel.postMessage(ASK);
    },
  };
}

it('the shared channel alone loses the settings of a worker that asks after another (the hang it fixes)', () => {
  const shared = sharedChannel();
  const first = worker(shared);
  const starting = worker(shared);
  first.ask();
  starting.ask();
  expect(first.received).toEqual([SETTINGS]);
  expect(starting.received).toEqual([]);
});

it('gives each worker the settings when it asks, and only then', () => {
  const shared = sharedChannel();
  const first = worker(ownChannel(shared));
  const starting = worker(ownChannel(shared));
  first.ask();
  expect(first.received).toEqual([SETTINGS]);
  expect(starting.received).toEqual([]);
  starting.ask();
  expect(starting.received).toEqual([SETTINGS]);
  expect(first.received).toEqual([SETTINGS]);
});
