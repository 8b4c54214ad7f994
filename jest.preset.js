// Shared jest settings: @swc/jest transforms TypeScript; `shared` and remotes are mapped to their sources.
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
];

function preset({ dom = true, moduleNameMapper = {} } = {}) {
  return {
    testEnvironment: dom ? path.join(__dirname, 'scripts/jest/jsdom-environment.js') : 'node',
    // TypeBox as one bundled module (scripts/jest/bundle-typebox.js); the pattern comes first, jest takes the first match.
    transform: { 'scripts/jest/typebox/index\\.js$': path.join(__dirname, 'scripts/jest/bundle-typebox.js'), '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    moduleNameMapper: {
      '^typebox$': path.join(__dirname, 'scripts/jest/typebox/index.js'),
      '^typebox/value$': path.join(__dirname, 'scripts/jest/typebox/value.js'),
      '^@site/shared$': path.join(__dirname, 'shared/src/index.ts'),
      '^@site/shared/(.*)$': path.join(__dirname, 'shared/src/$1'),
      '\\.css$': path.join(__dirname, 'scripts/jest/style-stub.js'),
      ...moduleNameMapper,
    },

    setupFilesAfterEnv: dom ? [path.join(__dirname, 'scripts/jest/setup-dom.js')] : [],
    reporters: ['default', path.join(__dirname, 'scripts/jest/timing-reporter.js')],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
}
module.exports = { preset };
