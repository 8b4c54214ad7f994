// Libraries choose their development or production build from NODE_ENV when first loaded: React, which renders
// the mail, would otherwise run its development build in the server (slower, and more memory). Imported first by
// server.ts; the tests set NODE_ENV=test and do not start through it.
process.env.NODE_ENV ??= 'production';
