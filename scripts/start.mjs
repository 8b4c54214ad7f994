// `npm start`: builds every app whose build is missing or older than its sources, then runs the
// server (site + remotes + API), in this same process when the environment already has the malloc setting
// (api/src/lib/lean-malloc.ts), else as a child given it: glibc reads it only when a process starts.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
const frontEnd = ['shell', 'mf-catalog', 'mf-articles', 'mf-admin', 'mf-clients'].map((name) => ({
  name,
  // Written by every successful build (scripts/webpack/create-app-config.ts); the server build with it.
  output: path.join(root, name, 'dist', '.built'),
  required: path.join(root, name, 'dist', 'server', name === 'shell' ? 'index.js' : 'remoteEntry.js'),
  sources: [path.join(root, name, 'src'), path.join(root, name, 'webpack.config.ts'), path.join(root, name, 'module-federation.config.ts'), ...sharedSources],
}));
const apps = [
  // tsc (composite) leaves an output it would write unchanged as it was: the newest file of dist/ counts.
  {
    name: 'shared',
    output: path.join(root, 'shared', 'dist'),
    required: path.join(root, 'shared', 'dist', 'index.js'),
    sources: [path.join(root, 'shared', 'src')],
  },
  {
    name: 'api',
    output: path.join(root, 'api', 'dist'),
    required: path.join(root, 'api', 'dist', 'server.js'),
    sources: [path.join(root, 'api', 'src'), path.join(root, 'api', 'drizzle'), path.join(root, 'shared', 'src')],
  },
  ...frontEnd,
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

for (const app of apps) {
  const built = existsSync(app.required) ? newestOutput(app.output) : 0;
  const changed = Math.max(...app.sources.map(newest));
  if (built >= changed) continue;
  console.log(`Building ${app.name} (${built ? 'sources changed' : 'no build yet'})…`);
  execFileSync(npm, ['run', 'build', '-w', app.name], { cwd: root, stdio: 'inherit' });
}

const server = path.join(root, 'api', 'dist', 'server.js');
const { LEAN_MALLOC_ENV } = await import(pathToFileURL(path.join(root, 'api', 'dist', 'lib', 'lean-malloc.js')).href);
if (Object.keys(LEAN_MALLOC_ENV).every((name) => process.env[name] !== undefined)) {
  await import(pathToFileURL(server).href);
} else {
  const child = spawn(process.execPath, [server], { stdio: 'inherit', env: { ...process.env, ...LEAN_MALLOC_ENV } });
  // Ctrl-C reaches the server from the terminal itself (a second one stops it at once); a service manager's
  // SIGTERM or SIGHUP reaches only this process and is passed on.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
}
