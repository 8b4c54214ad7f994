// @fastify/static and light-my-request require content-disposition and cookie, which ship only ES modules
// (the preset transforms those it is given, and typebox).
const path = require('node:path');
const preset = require('../jest.preset').preset({ dom: false, esmPackages: ['content-disposition', 'cookie'] });

module.exports = {
  ...preset,
  globalSetup: path.join(__dirname, 'scripts/jest-global-setup.js'),
};
