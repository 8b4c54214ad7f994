const path = require('node:path');
module.exports = {
  ...require('../jest.preset').preset({
    moduleNameMapper: {
      // The shell's UI kit, consumed through federation at run time, is its real source in tests.
      '^shell/(.*)$': path.join(__dirname, '../shell/src/expose/$1'),
    },
  }),
  // Every test starts with fresh call records and without the previous test's spies.
  clearMocks: true,
  restoreMocks: true,
};
