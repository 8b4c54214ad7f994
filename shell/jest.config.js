const path = require('node:path');
module.exports = require('../jest.preset').preset({
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$': path.join(__dirname, 'src/test/federation-runtime-double.ts'),
  },
});
