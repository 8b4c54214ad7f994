require('@testing-library/jest-dom');

// A route's module is transformed on its first import: on a busy 2-core machine that can take longer than the
// default 1 s, so `findBy…` and `waitFor` wait up to 5 s (and still fail when the thing never appears).
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
