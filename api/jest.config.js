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
  globalTeardown: path.join(__dirname, 'scripts/jest-global-teardown.js'),
};
