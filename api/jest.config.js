const os = require('node:os');
const path = require('node:path');
const { reporters, testPathIgnorePatterns } = require('../jest.preset').preset({ dom: false });

// The API's test files run in plain Node through jest-light-runner, one worker process per core, each loading
// the app's modules once for all the files it runs (tsx compiles them: `npm test` starts jest with
// `--import tsx --conditions=source`). Jest's own runner compiled and loaded the whole app again for every
// file in a fresh sandbox (with PGlite's WebAssembly), a fifth of the suite's CPU (docs/testing.md).
// Files stay independent: each starts its own app on its own database copied from a template.
module.exports = {
  runner: path.join(__dirname, 'scripts/jest-runner.mjs'),
  maxWorkers: os.availableParallelism(),
  setupFilesAfterEnv: [path.join(__dirname, 'scripts/jest-test-timeouts.js')],
  globalSetup: path.join(__dirname, 'scripts/jest-global-setup.js'),
  globalTeardown: path.join(__dirname, 'scripts/jest-global-teardown.js'),
  reporters,
  testPathIgnorePatterns,
};
