// `npm run build -w api`: the server's code, `api/src` and the `shared` it reads, each TypeScript file
// transpiled alone to CommonJS by esbuild (api/dist, shared/dist), as tsx runs them in the tests: well under
// a second where `tsc --noCheck` took 5–17 s. Types are checked by `npm run typecheck`, not here. Files are
// written over the old ones, never removed first: a server running from dist keeps finding them.
import { build } from 'esbuild';
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A workspace's source files that run in the server: not its tests nor its test helpers. */
function serverSources(workspace, testFolder) {
  const src = path.join(root, workspace, 'src');
  return readdirSync(src, { recursive: true })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(`${testFolder}${path.sep}`))
    .map((file) => path.join(src, file));
}

for (const [workspace, testFolder] of [
  ['shared', 'testing'],
  ['api', 'test'],
]) {
  await build({
    entryPoints: serverSources(workspace, testFolder),
    outbase: path.join(root, workspace, 'src'),
    outdir: path.join(root, workspace, 'dist'),
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
}
// Started by path as a child process (src/remote-code), so it is copied as it is.
cpSync(path.join(root, 'api', 'src', 'remote-code', 'remote-code-child.cjs'), path.join(root, 'api', 'dist', 'remote-code', 'remote-code-child.cjs'));
