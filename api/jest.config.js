const os = require('node:os');
const path = require('node:path');
// otplib's base32 and hashing plugins ship only ES modules.
const preset = require('../jest.preset').preset({ dom: false, esmPackages: ['@scure/base', '@noble/hashes'] });

module.exports = {
  ...preset,
  globalSetup: path.join(__dirname, 'scripts/jest-global-setup.js'),
  // jest's default leaves one core free (in band on 2 cores); a test file spends most of its time in PGlite,
  // one worker per core was measured faster (docs/testing.md).
  maxWorkers: os.availableParallelism(),
  // Each test file's module registry (the whole app, compiled again) stays in the worker's heap long after the
  // file ends: it grew by ~45 MB a file to 1.2 GB, and garbage collection made the later files 2-3 times slower
  // than alone. A worker past 300 MB is replaced after its file (measured: API suite 280 s -> 199 s; replacing
  // it after every file, 240 s, loses the warm caches).
  workerIdleMemoryLimit: '300MB',
  globalTeardown: path.join(__dirname, 'scripts/jest-global-teardown.js'),
};
