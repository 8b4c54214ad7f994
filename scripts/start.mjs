// `npm start`: builds every app whose build is missing or older than its sources, then runs the
// server (site + remotes + API) in this same process.
import { execFileSync } from 'node:child_process';
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
  // The server build is written by the same command as the browser's; an older build has none.
  output: path.join(root, name, 'dist', 'server', name === 'shell' ? 'index.js' : 'remoteEntry.js'),
  sources: [path.join(root, name, 'src'), path.join(root, name, 'webpack.config.ts'), path.join(root, name, 'module-federation.config.ts'), ...sharedSources],
}));
const apps = [
  { name: 'shared', output: path.join(root, 'shared', 'dist', 'index.js'), sources: [path.join(root, 'shared', 'src')] },
  { name: 'api', output: path.join(root, 'api', 'dist', 'server.js'), sources: [path.join(root, 'api', 'src'), path.join(root, 'api', 'drizzle'), path.join(root, 'shared', 'src')] },
  ...frontEnd,
];

for (const app of apps) {
  const built = existsSync(app.output) ? statSync(app.output).mtimeMs : 0;
  const changed = Math.max(...app.sources.map(newest));
  if (built >= changed) continue;
  console.log(`Building ${app.name} (${built ? 'sources changed' : 'no build yet'})…`);
  execFileSync(npm, ['run', 'build', '-w', app.name], { cwd: root, stdio: 'inherit' });
}

await import(pathToFileURL(path.join(root, 'api', 'dist', 'server.js')).href);
