// Builds the apps: `node scripts/build-apps.mjs` every one (`npm run build`), `--if-needed` only those whose
// build is missing or older than their sources (`npm start`). Two at a time on a machine with two cores or
// more (a webpack build keeps about one core busy, its minifier and compression a little of another), the
// longest first, each app's output kept together and printed when it ends. `npm start` serves the site as
// soon as the apps its pages need are built: a staff screen built for the first time is built after them,
// beside the running server (see `buildApps`).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, constants as osConstants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Builds under way, each in a process group of its own (npm, its shell and webpack): stopped together if
 * this process ends first (`npm start` stopped, or another build failed); a signal to npm alone would leave
 * webpack running. Out of the terminal's group, a Ctrl-C reaches them through this process: one that
 * nothing else here handles (`npm start` hands it to the server once that runs) ends this process.
 */
const running = new Set();
process.on('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already ended
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (process.listenerCount(signal) === 1) process.exit(128 + osConstants.signals[signal]);
  });
}

/**
 * Where the kernel groups processes by session for scheduling (Linux's autogroups, on by default on most
 * distributions and on these machines), a nice value counts only against the session's own processes, and a
 * build runs in a session of its own: the session gets the lower priority too. Elsewhere, nothing to do.
 */
function lowerSessionPriority(pid) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, '10');
  } catch {
    // no autogroups here: `nice` alone does it
  }
}

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
const frontEnd = (name, { staff = false } = {}) => ({
  name,
  // Only staff use it (the console, the leads inbox): no public page needs it to be served.
  staff,
  // Written by every successful build (scripts/webpack/create-app-config.ts); the server build with it.
  output: path.join(root, name, 'dist', '.built'),
  required: path.join(root, name, 'dist', 'server', name === 'shell' ? 'index.js' : 'remoteEntry.js'),
  sources: [path.join(root, name, 'src'), path.join(root, name, 'webpack.config.ts'), path.join(root, name, 'module-federation.config.ts'), ...sharedSources],
});

/**
 * In the order they start, the longest first (alone on this machine: admin 17 s, shell 14, clients 11,
 * catalog 10, articles 8, the API with `shared` under 1), so the two lanes end together. The API's build
 * writes `shared` too (api/scripts/build.mjs), which the server reads; the front-ends compile `@site/shared`
 * from its sources and need nothing built.
 */
const apps = [
  frontEnd('mf-admin', { staff: true }),
  frontEnd('shell'),
  frontEnd('mf-clients', { staff: true }),
  frontEnd('mf-catalog'),
  frontEnd('mf-articles'),
  {
    name: 'api',
    output: path.join(root, 'api', 'dist'),
    required: [path.join(root, 'api', 'dist', 'server.js'), path.join(root, 'shared', 'dist', 'index.js')],
    sources: [
      path.join(root, 'api', 'src'),
      path.join(root, 'api', 'drizzle'),
      path.join(root, 'api', 'scripts', 'build.mjs'),
      path.join(root, 'shared', 'src'),
    ],
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

const NO_BUILD_YET = 'no build yet';

/** Why `app` needs building, or null when its build is newer than its sources. */
function staleness(app) {
  const built = [app.required].flat().every((file) => existsSync(file)) ? newestOutput(app.output) : 0;
  if (built === 0) return NO_BUILD_YET;
  return built >= Math.max(...app.sources.map(newest)) ? null : 'sources changed';
}

/**
 * Runs `npm run build -w <app>`; resolves when it is built, rejects with its output when it fails. A build
 * `later` runs at a lower priority (nice 10, where the system has `nice`): beside a server it must not slow.
 */
function build(app, reason, later) {
  const started = Date.now();
  console.log(`Building ${app.name}${reason ? ` (${reason})` : ''}…`);
  return new Promise((resolve, reject) => {
    const args = ['run', 'build', '--silent', '-w', app.name];
    const [command, commandArgs] = later && process.platform !== 'win32' ? ['nice', ['-n', '10', npm, ...args]] : [npm, args];
    const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
    running.add(child);
    if (later) lowerSessionPriority(child.pid);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      running.delete(child);
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

/**
 * Builds `planned` (each app with the reason it is built), `width` at a time, in the order given, those marked
 * `later` last. `first` settles when every app not marked `later` is built (or one failed), `all` when every
 * one is.
 */
function buildAll(planned, width) {
  const queue = [...planned.filter((next) => !next.later), ...planned.filter((next) => next.later)];
  let firstLeft = queue.filter((next) => !next.later).length;
  let firstBuilt;
  const first = new Promise((resolve, reject) => (firstBuilt = { resolve, reject }));
  if (firstLeft === 0) firstBuilt.resolve();
  let laterFailure = null;
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        await build(next.app, next.reason, next.later);
      } catch (error) {
        // One built later failing leaves the others to build (and the site served).
        if (next.later) {
          laterFailure ??= error;
          continue;
        }
        firstBuilt.reject(error);
        throw error;
      }
      if (!next.later && --firstLeft === 0) firstBuilt.resolve();
    }
  };
  const all = Promise.all(Array.from({ length: Math.min(width, queue.length) }, lane)).then(() => {
    if (laterFailure) throw laterFailure;
  });
  return { first, all };
}

/**
 * Builds every app, or with `ifNeeded` those whose build is missing or stale. With `staffLater`, a staff
 * screen that was never built is built last: `site` resolves once the others are (what the public pages
 * need, so a server can start), `staff` once those built later are too (then `staffLater` lists them). On a
 * fresh clone that serves the site 10–20 s sooner here (docs/performance.md); the staff screens follow within
 * a minute (a remote built after the server started is served from its build folder at once). A staff screen
 * whose sources changed is still built before the site: the server would otherwise keep its old build live.
 */
export function buildApps({ ifNeeded, staffLater = false }) {
  const planned = apps
    .map((app) => {
      const reason = ifNeeded ? staleness(app) : '';
      return { app, reason, later: staffLater && app.staff && reason === NO_BUILD_YET };
    })
    .filter(({ reason }) => reason !== null);
  const { first, all } = buildAll(planned, Math.max(1, Math.min(2, availableParallelism())));
  // Whoever waits for one of them hears of a failure; the other is not left unhandled.
  first.catch(() => undefined);
  all.catch(() => undefined);
  return { site: first, staff: all, staffLater: planned.filter((next) => next.later).map((next) => next.app.name) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  try {
    await buildApps({ ifNeeded: process.argv.includes('--if-needed') }).staff;
    console.log(`All built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
