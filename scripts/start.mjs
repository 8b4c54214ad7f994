// `npm start`: builds every app whose build is missing or older than its sources, then runs the
// server (site + remotes + API), in this same process when the environment already has the malloc setting
// (api/src/lib/lean-malloc.ts), else as a child given it: glibc reads it only when a process starts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApps } from './build-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  await buildApps({ ifNeeded: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
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
