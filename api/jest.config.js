const path = require('node:path');
const preset = require('../jest.preset').preset({ dom: false });

module.exports = {
  ...preset,
  globalSetup: path.join(__dirname, 'scripts/jest-global-setup.js'),
  globalTeardown: path.join(__dirname, 'scripts/jest-global-teardown.js'),
};
