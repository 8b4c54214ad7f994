// `npm start`: builds every app whose build is missing or older than its sources, then runs the
// server (site + remotes + API), in this same process when the environment already has the malloc setting
// (api/src/lib/lean-malloc.ts), else as a child given it: glibc reads it only when a process starts.
// On a fresh clone the staff screens are built beside the running server (scripts/build-apps.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApps } from './build-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builds = buildApps({ ifNeeded: true, staffLater: true });
try {
  await builds.site;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (builds.staffLater.length > 0) {
  console.log(
    `The site's apps are built; the server starts while the staff screens (${builds.staffLater.join(', ')}) are built: ` +
      'until then their pages say they could not be loaded and the log warns that their server containers are unavailable.',
  );
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

if (builds.staffLater.length > 0) {
  builds.staff.then(
    () => console.log('The staff screens are built: the console and the leads inbox open now (addresses above).'),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      console.error('The site is served; the staff screens stay unavailable until their build succeeds (run npm start again).');
    },
  );
}
