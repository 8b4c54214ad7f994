// Time limits for the API's tests and hooks under jest-light-runner, which runs test files in plain Node (no
// per-file sandbox) and enforces none: a test that never settles fails after its limit, as under jest's own
// runner, instead of holding the run until CI's. The limit is the one given to `it`/`beforeAll`, else the last
// `jest.setTimeout` of the file being run, else 60 s (an app's first database and migrations take seconds here).
const { addEventHandler, getState } = require('jest-circus');

const DEFAULT_MS = 60_000;
let fileState;
let fileTimeoutMs = DEFAULT_MS;

/** `jest.setTimeout` applies to the file being loaded (modules shared between files must not set it). */
globalThis.jest.setTimeout = (ms) => {
  fileState = getState();
  fileTimeoutMs = ms;
  return globalThis.jest;
};

function limited(fn, ownTimeoutMs, kind) {
  const run = fn.length >= 1 ? () => new Promise((resolve, reject) => fn((error) => (error ? reject(error) : resolve()))) : fn;
  return function withTimeLimit() {
    const ms = ownTimeoutMs ?? fileTimeoutMs;
    let timer;
    const expired = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Exceeded the time limit of ${ms} ms for this ${kind}.`)), ms);
    });
    return Promise.race([Promise.resolve().then(run), expired]).finally(() => clearTimeout(timer));
  };
}

addEventHandler((event, state) => {
  if (state !== fileState) {
    fileState = state;
    fileTimeoutMs = DEFAULT_MS;
  }
  if (event.name === 'add_test' && event.fn) {
    const test = state.currentDescribeBlock.children.at(-1);
    if (test?.type === 'test' && test.fn === event.fn) test.fn = limited(event.fn, event.timeout, 'test');
  } else if (event.name === 'add_hook') {
    const hook = state.currentDescribeBlock.hooks.at(-1);
    if (hook?.fn === event.fn) hook.fn = limited(event.fn, event.timeout, `${event.hookType} hook`);
  }
});
