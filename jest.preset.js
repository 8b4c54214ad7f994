// Shared jest settings: @swc/jest transforms TypeScript; `shared` and remotes are mapped to their sources.
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
];

/**
 * Packages that ship only ES modules: Node loads them with require(esm), jest's module runtime does not,
 * so they go through the swc transform like the sources (typebox 1.x for every workspace, `esmPackages` for one).
 */
function transformIgnorePatterns(esmPackages) {
  return [`/node_modules/(?!(${['typebox', ...esmPackages].join('|')})/)`];
}

function preset({ dom = true, moduleNameMapper = {}, esmPackages = [] } = {}) {
  return {
    testEnvironment: dom ? path.join(__dirname, 'scripts/jest/jsdom-environment.js') : 'node',
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    transformIgnorePatterns: transformIgnorePatterns(esmPackages),
    moduleNameMapper: {
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
