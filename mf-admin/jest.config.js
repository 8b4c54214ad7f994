const path = require('node:path');
module.exports = {
  ...require('../jest.preset').preset({
    moduleNameMapper: {
      // The shell's UI kit, consumed through federation at run time, is its real source in tests.
      '^shell/(.*)$': path.join(__dirname, '../shell/src/expose/$1'),
    },
  }),
  // The form tests type whole articles key by key; on a busy two-core machine 5 s is too tight.
  testTimeout: 20000,
};
