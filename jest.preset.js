// Shared jest settings: @swc/jest transforms TypeScript; `shared` and remotes are mapped to their sources.
const path = require('node:path');

const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];

function preset({ dom = true, moduleNameMapper = {} } = {}) {
  return {
    testEnvironment: dom ? path.join(__dirname, 'scripts/jest/jsdom-environment.js') : 'node',
    transform: { '^.+\\.(t|j)sx?$': swc },
    moduleNameMapper: {
      '^@site/shared$': path.join(__dirname, 'shared/src/index.ts'),
      '^@site/shared/(.*)$': path.join(__dirname, 'shared/src/$1'),
      '\\.css$': path.join(__dirname, 'scripts/jest/style-stub.js'),
      ...moduleNameMapper,
    },
    
    setupFilesAfterEnv: dom ? [path.join(__dirname, 'scripts/jest/setup-dom.js')] : [],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
}
module.exports = { preset };
