// The servers under test run as child processes; each is stopped, and waited for, before the run ends.
'use strict';
const { spawn } = require('node:child_process');
const { once } = require('node:events');
const fs = require('node:fs');
const readline = require('node:readline');
const { freePort } = require('../free-port');
const { waitUntilUp } = require('./http');

const children = new Set();
const leftovers = new Set(); // files and folders to remove however the run ends

/** The first few log lines of a server, then only how many more there were. */
function relayLog(child, label) {
  let shown = 0;
  child.hiddenLines = 0;
  readline.createInterface({ input: child.stdout }).on('line', (text) => {
    if (shown < 3) {
      shown += 1;
      console.log(`[${label}] ${text.slice(0, 400)}`);
    } else {
      child.hiddenLines += 1;
    }
  });
}

async function startServer(label, args, env, readyPath) {
  const port = await freePort();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`[${label}] server process ${child.pid} ended unexpectedly (${signal ?? `exit code ${code}`})`);
  });
  relayLog(child, label);
  await waitUntilUp(port, readyPath, child);
  return { label, child, port, pid: child.pid };
}

/** Stops a server and waits until it has been reaped (so that its CPU time never lands in a wrk measurement). */
async function stop(server) {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.stopping = true;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  children.delete(child);
  if (child.hiddenLines > 0) console.log(`[${server.label}] ${child.hiddenLines} more log lines not shown`);
}

process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const file of leftovers) fs.rmSync(file, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

module.exports = { leftovers, startServer, stop };
