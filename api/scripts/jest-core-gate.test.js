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
  return { state, file, endOne: () => ends.shift()() };
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

it('runs a file per core when no other lane runs, and the next when one ends', async () => {
  const { state, file, endOne } = files();
  const gate = coreGate({ cores: 2, otherLaneFile: path.join(dir, 'absent') });
  const all = Promise.all([1, 2, 3].map(() => gate.run(file)));
  await until(() => state.running === 2);
  endOne();
  await until(() => state.running === 2);
  endOne();
  endOne();
  await all;
  expect(state.mostAtOnce).toBe(2);
});

it('runs one file fewer while the other lane runs, and a file per core again once it has ended', async () => {
  const otherLaneFile = path.join(dir, 'front-end-lane-running');
  writeFileSync(otherLaneFile, '');
  const { state, file, endOne } = files();
  const gate = coreGate({ cores: 2, otherLaneFile, pollMs: 10 });
  const all = Promise.all([1, 2, 3].map(() => gate.run(file)));
  await until(() => state.running === 1);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(state.running).toBe(1);

  rmSync(otherLaneFile);
  await until(() => state.running === 2);
  endOne();
  await until(() => state.running === 2);
  endOne();
  endOne();
  await all;
  expect(state.mostAtOnce).toBe(2);
});

it('still runs one file on a single core while the other lane runs', async () => {
  const otherLaneFile = path.join(dir, 'front-end-lane-running');
  writeFileSync(otherLaneFile, '');
  const { state, file, endOne } = files();
  const gate = coreGate({ cores: 1, otherLaneFile, pollMs: 10 });
  const all = Promise.all([1, 2].map(() => gate.run(file)));
  await until(() => state.running === 1);
  endOne();
  await until(() => state.running === 1);
  endOne();
  await all;
  expect(state.mostAtOnce).toBe(1);
});
