// A jest transform for scripts/jest/typebox/index.js: TypeBox 1.x ships ~680 ES modules, which jest compiled
// and loaded one by one into every test file's fresh module registry (0.3-0.4 s of CPU a file). Bundled by
// esbuild into one CommonJS module (cached by jest like any transform), it is the same code loaded at once.
const { buildSync } = require('esbuild');
const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const shared = path.join(__dirname, '../../shared');

/** The installed version of a package (typebox's exports do not include its package.json). */
function versionOf(name) {
  for (let dir = path.dirname(require.resolve(name, { paths: [shared] })); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === name) return JSON.parse(readFileSync(file, 'utf8')).version;
  }
  throw new Error(`no package.json found for ${name}`);
}

const entry = `export * from 'typebox'; export { default } from 'typebox'; export * as value from 'typebox/value';`;

module.exports = {
  getCacheKey() {
    return createHash('sha256')
      .update(readFileSync(__filename))
      .update(`${versionOf('typebox')} ${versionOf('esbuild')}`)
      .digest('hex');
  },
  process() {
    const result = buildSync({
      stdin: { contents: entry, resolveDir: shared, loader: 'js' },
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'es2022',
      write: false,
    });
    return { code: result.outputFiles[0].text };
  },
};
