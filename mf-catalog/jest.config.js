const path = require('node:path');
module.exports = {
  ...require('../jest.preset').preset({
    moduleNameMapper: {
      // The shell's UI kit, consumed through federation at run time, is its real source in tests.
      '^shell/(.*)$': path.join(__dirname, '../shell/src/expose/$1'),
    },
  }),
  // Form tests type into several fields; on a loaded two-core machine that can exceed jest's 5 s.
  testTimeout: 20_000,
};
