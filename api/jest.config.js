// @fastify/static and light-my-request require content-disposition and cookie, which ship only ES modules:
// Node loads them with require(esm), jest's module runtime does not, so they go through the swc transform.
const path = require('node:path');
const preset = require('../jest.preset').preset({ dom: false });

module.exports = {
  ...preset,
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
  globalSetup: path.join(__dirname, 'scripts/jest-global-setup.js'),
};
