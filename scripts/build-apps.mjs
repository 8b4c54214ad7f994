// Builds the apps: `node scripts/build-apps.mjs` every one (`npm run build`), `--if-needed` only those whose
// build is missing or older than their sources (`npm start`). Two at a time on a machine with two cores or
// more (a webpack build keeps about one core busy, its minifier and compression a little of another), the
// longest first, each app's output kept together and printed when it ends.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time of the files below `target` (a file or a folder). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

const sharedSources = [path.join(root, 'shared', 'src'), path.join(root, 'scripts', 'webpack')];
const frontEnd = (name) => ({
  name,
  // Written by every successful build (scripts/webpack/create-app-config.ts); the server build with it.
  output: path.join(root, name, 'dist', '.built'),
  required: path.join(root, name, 'dist', 'server', name === 'shell' ? 'index.js' : 'remoteEntry.js'),
  sources: [path.join(root, name, 'src'), path.join(root, name, 'webpack.config.ts'), path.join(root, name, 'module-federation.config.ts'), ...sharedSources],
});

/**
 * In the order they start, the longest first (alone on this machine: admin 17 s, shell 14, clients 11,
 * catalog 10, articles 8, the API with `shared` 6), so the two lanes end together. The API's compiler builds
 * `shared` first (a project reference), which the server reads; the front-ends compile `@site/shared` from
 * its sources and need nothing built.
 */
const apps = [
  frontEnd('mf-admin'),
  frontEnd('shell'),
  frontEnd('mf-clients'),
  frontEnd('mf-catalog'),
  frontEnd('mf-articles'),
  {
    name: 'api',
    output: path.join(root, 'api', 'dist'),
    required: [path.join(root, 'api', 'dist', 'server.js'), path.join(root, 'shared', 'dist', 'index.js')],
    sources: [path.join(root, 'api', 'src'), path.join(root, 'api', 'drizzle'), path.join(root, 'shared', 'src')],
  },
];

/** When the app was last built: its stamp file, or the newest file of its output folder. */
function newestOutput(output) {
  if (!existsSync(output)) return 0;
  if (statSync(output).isFile()) return statSync(output).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(output, { recursive: true })) {
    const stats = statSync(path.join(output, entry));
    if (stats.isFile()) latest = Math.max(latest, stats.mtimeMs);
  }
  return latest;
}

/** Why `app` needs building, or null when its build is newer than its sources. */
function staleness(app) {
  const built = [app.required].flat().every((file) => existsSync(file)) ? newestOutput(app.output) : 0;
  if (built === 0) return 'no build yet';
  return built >= Math.max(...app.sources.map(newest)) ? null : 'sources changed';
}

/** Runs `npm run build -w <app>`; resolves with its time, rejects with its output when it fails. */
function build(app, reason) {
  const started = Date.now();
  console.log(`Building ${app.name}${reason ? ` (${reason})` : ''}…`);
  return new Promise((resolve, reject) => {
    const child = spawn(npm, ['run', 'build', '--silent', '-w', app.name], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString('utf8').trim();
      if (code !== 0) return reject(new Error(`${app.name}: the build failed (exit ${code})\n${text}`));
      // webpack's own lines ('browser compiled successfully') say nothing more than this one, and the manifest
      // plugin's note on publicPath 'auto' is the design (scripts/webpack/create-app-config.ts).
      const notes = text
        .split('\n')
        .filter((line) => line.trim() && !/^\s*(browser|server)?:?\s*$/.test(line) && !/compiled successfully|publicPath='auto'/.test(line));
      if (notes.length > 0) console.log(notes.map((line) => `  ${app.name}: ${line}`).join('\n'));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`Built ${app.name} in ${seconds} s.`);
      resolve();
    });
  });
}

/** Builds `apps` (with the reason each is built), `width` at a time, in the order given. */
async function buildAll(apps, width) {
  const queue = [...apps];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await build(next.app, next.reason);
  };
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, lane));
}

export async function buildApps({ ifNeeded }) {
  const planned = apps.map((app) => ({ app, reason: ifNeeded ? staleness(app) : '' })).filter(({ reason }) => reason !== null);
  await buildAll(planned, Math.max(1, Math.min(2, availableParallelism())));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  try {
    await buildApps({ ifNeeded: process.argv.includes('--if-needed') });
    console.log(`All built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
