// Outage drill for the built server (api/dist/server.js) on a throwaway PostgreSQL, proving that:
//  1. three processes started at the same moment on an empty database all come up (migrations do not race);
//  2. a PostgreSQL restart (pg_ctl restart -m fast), then an outage of a few seconds (stop, start), during
//     sign-up traffic kill no process: every answer is a 201 or a quick 503 envelope, each process serves
//     again by itself afterwards, and every sign-up that got a 201 is stored exactly once.
// Needs DATABASE_URL (an administrator URL), PG_DATA_DIR, PG_BIN and PG_START_OPTIONS, as with-postgres.sh exports them.
// Exits 0 when every check holds, 1 otherwise.
//   bash api/scripts/with-postgres.sh node api/scripts/outage-drill.mjs
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';
import { signUpAnswers } from './sign-up-answers.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const { Client } = createRequire(path.join(apiDir, 'package.json'))('pg');
const serverEntry = path.join(apiDir, 'dist', 'server.js');

const PROCESSES = 3;
const START_TIMEOUT_MS = 60_000;
const WORKERS = 8;
const WORKER_INTERVAL_MS = 500;
// Requests take source addresses 127.0.1.1–200 in turn, so none comes near the sign-up limit per address.
const SOURCE_ADDRESSES = 200;
const MAX_REQUESTS = 600;
const RESTART_AFTER_MS = 4_000;
const STOP_AFTER_RESTART_MS = 3_000;
const STOPPED_FOR_MS = 4_000;
const LOAD_AFTER_START_MS = 6_000;
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_ELAPSED_MS = 5_000;
const RECOVERY_TIMEOUT_MS = 15_000;
const OUTPUT_KEPT_CHARS = 64_000;

const registration = signUpAnswers({ fullName: 'Тест Тестов', registrationSource: 'Free Consultation' });

const resources = { servers: [], adminUrl: null, databaseName: null, tempDir: null };
let failures = 0;

function requireEnv(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through api/scripts/with-postgres.sh`);
  return value;
}

const secret = () => randomBytes(24).toString('base64url');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function check(ok, label, detail) {
  if (!ok) failures += 1;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${label}: ${detail}`);
  return ok;
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One HTTP request on a new connection; never rejects: a failure is status 0 with `error`. */
function send({ port, method = 'GET', urlPath, json, localAddress, timeoutMs = REQUEST_TIMEOUT_MS }) {
  const started = performance.now();
  const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  return new Promise((resolve) => {
    const done = (result) => resolve({ ...result, elapsedMs: Math.round(performance.now() - started) });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        localAddress,
        agent: false,
        headers: payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {},
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => done({ status: response.statusCode, body: parseJson(Buffer.concat(chunks).toString('utf8')) }));
        response.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
      },
    );
    request.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
    request.end(payload);
  });
}

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: -1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function withAdmin(url, action) {
  const client = new Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function createDatabase(adminUrl) {
  const name = `outage_drill_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
  resources.adminUrl = adminUrl;
  resources.databaseName = name;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.href };
}

function startServer(name, port, env) {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: path.resolve(apiDir, '..'),
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { name, port, child, output: '', exit: null };
  server.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      server.exit = { code, signal };
      resolve();
    }),
  );
  const keep = (chunk) => (server.output = (server.output + chunk).slice(-OUTPUT_KEPT_CHARS));
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  return server;
}

async function startServers(databaseUrl, tempDir) {
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SEED: 'true',
    ADMIN_PASSWORD: secret(),
    CLIENTS_TOKEN: secret(),
    DATA_DIR: tempDir,
    SITE_DIR: tempDir,
    LOG_LEVEL: 'warn',
  };
  const ports = await Promise.all(Array.from({ length: PROCESSES }, freePort));
  const servers = ports.map((port, index) => startServer(`p${index + 1}`, port, env));
  resources.servers = servers;
  return servers;
}

const describeExit = (server) => (server.exit.signal ? `killed by ${server.exit.signal}` : `exited with ${server.exit.code}`);

/** Milliseconds until GET /api/health answers 200, or null if it did not within `timeoutMs` or the process ended. */
async function timeUntilHealthy(server, timeoutMs) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs && !server.exit) {
    const response = await send({ port: server.port, urlPath: '/api/health', timeoutMs: 5_000 });
    if (response.status === 200) return Math.round(performance.now() - started);
    await sleep(200);
  }
  return null;
}

function printOutput(servers) {
  for (const server of servers) {
    const state = server.exit ? describeExit(server) : 'running';
    console.log(`\n--- ${server.name} (port ${server.port}, ${state}) output:\n${server.output.trimEnd() || '(none)'}`);
  }
}

/** Sign-up load, round-robin over the processes, until `load.stopAt` (performance.now() time). */
async function runLoad(servers, load) {
  const results = [];
  let sequence = 0;
  const worker = async () => {
    while (performance.now() < load.stopAt && sequence < MAX_REQUESTS) {
      const n = sequence++;
      const server = servers[n % servers.length];
      const email = `drill-${n}@example.test`;
      const pacedUntil = performance.now() + WORKER_INTERVAL_MS;
      const startedAt = performance.now() - load.t0;
      const response = await send({
        port: server.port,
        method: 'POST',
        urlPath: '/api/clients/register',
        json: { ...registration, email },
        localAddress: `127.0.1.${(n % SOURCE_ADDRESSES) + 1}`,
      });
      results.push({ email, server: server.name, startedAt, ...response });
      await sleep(Math.max(0, pacedUntil - performance.now()));
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return results;
}

/** pg_ctl as the postgres user (initdb refuses root, so the cluster belongs to postgres). */
async function pgCtl(action) {
  const dataDir = requireEnv('PG_DATA_DIR');
  const pgCtlPath = path.join(requireEnv('PG_BIN'), 'pg_ctl');
  // -l appends to with-postgres.sh's log, next to the data directory, and keeps the server off our pipes.
  // restart reuses the options in postmaster.opts; start needs them again.
  const options = action === 'start' ? ['-o', requireEnv('PG_START_OPTIONS')] : ['-m', 'fast'];
  const args = ['-D', dataDir, '-l', path.join(path.dirname(dataDir), 'log'), ...options, '-w', '-t', '30', action];
  const asRoot = process.getuid?.() === 0;
  return run(asRoot ? 'runuser' : pgCtlPath, asRoot ? ['-u', 'postgres', '--', pgCtlPath, ...args] : args, { cwd: path.dirname(dataDir) });
}

/** Runs `pg_ctl action`, checks it succeeded, and returns when it ran (ms since the load started). */
async function timedPgCtl(action, load) {
  const startedAt = performance.now() - load.t0;
  const result = await pgCtl(action);
  const endedAt = performance.now() - load.t0;
  check(result.code === 0, `postgres ${action}`, `pg_ctl ${action} exited with ${result.code} after ${seconds(endedAt - startedAt)}`);
  if (result.code !== 0) console.log(result.output.trimEnd());
  return { startedAt, endedAt };
}

const isEnvelope503 = (result) =>
  result.status === 503 &&
  result.body?.success === false &&
  result.body.data === null &&
  typeof result.body.message === 'string' &&
  result.body.message.trim() !== '';

const isCreated = (result) => result.status === 201 && result.body?.success === true;

function describeResult(result) {
  const answer = result.status
    ? `${result.status} ${typeof result.body === 'string' ? result.body.slice(0, 200) : JSON.stringify(result.body)}`
    : `no answer (${result.error})`;
  return `${result.email} via ${result.server} at t=${seconds(result.startedAt)}: ${answer} in ${result.elapsedMs} ms`;
}

async function storedCounts(databaseUrl, emails) {
  const { rows } = await withAdmin(databaseUrl, (client) =>
    client.query(
      `select e.email,
              (select count(*) from clients c where c.email = e.email)::int as clients,
              (select count(*) from registrations r join clients c on c.id = r.client_id where c.email = e.email)::int as registrations
         from unnest($1::text[]) as e(email)`,
      [emails],
    ),
  );
  return rows;
}

function checkAnswers(results) {
  const created = results.filter(isCreated);
  const unavailable = results.filter(isEnvelope503);
  const others = results.filter((result) => !isCreated(result) && !isEnvelope503(result));
  check(
    others.length === 0 && created.length > 0,
    'answers',
    `${results.length} requests: ${created.length} × 201, ${unavailable.length} × 503 envelope, ${others.length} other`,
  );
  for (const result of others.slice(0, 10)) console.log(`     ${describeResult(result)}`);
  if (others.length > 10) console.log(`     … and ${others.length - 10} more`);
  return { created, unavailable };
}

function checkLatency(results) {
  const slowest = results.reduce((worst, result) => (result.elapsedMs > worst.elapsedMs ? result : worst), results[0]);
  const tooSlow = results.filter((result) => result.elapsedMs > MAX_ELAPSED_MS).length;
  check(tooSlow === 0, 'latency', `${tooSlow} requests over ${MAX_ELAPSED_MS} ms; slowest ${describeResult(slowest)}`);
}

function printRestartWindow(unavailable, restart) {
  const during = unavailable.filter((result) => result.startedAt >= restart.startedAt - 1_000 && result.startedAt <= restart.endedAt + 1_000);
  console.log(
    `INFO restart: pg_ctl restart from t=${seconds(restart.startedAt)} to t=${seconds(restart.endedAt)}; ${during.length} requests sent around it answered 503`,
  );
}

/** While PostgreSQL is stopped every sign-up must be answered, quickly, with the 503 envelope. */
function checkStoppedWindow(results, stopped) {
  const during = results.filter((result) => result.startedAt > stopped.from && result.startedAt + result.elapsedMs < stopped.to);
  const answered503 = during.filter(isEnvelope503);
  check(
    during.length > 0 && answered503.length === during.length,
    'outage answers',
    `PostgreSQL stopped from t=${seconds(stopped.from)} to t=${seconds(stopped.to)}: ${answered503.length} of ${during.length} requests sent meanwhile answered the 503 envelope`,
  );
}

async function checkStored(databaseUrl, created, unavailable) {
  const rows = await storedCounts(
    databaseUrl,
    created.map((result) => result.email),
  );
  const wrong = rows.filter((row) => row.clients !== 1 || row.registrations !== 1);
  check(
    wrong.length === 0,
    'stored once',
    `${rows.length - wrong.length} of ${rows.length} sign-ups answered 201 are stored exactly once (clients and registrations)`,
  );
  for (const row of wrong.slice(0, 10)) console.log(`     ${row.email}: ${row.clients} clients, ${row.registrations} registrations`);
  const storedDespite503 = (
    await storedCounts(
      databaseUrl,
      unavailable.map((result) => result.email),
    )
  ).filter((row) => row.clients > 0);
  console.log(`INFO ${storedDespite503.length} of ${unavailable.length} sign-ups answered 503 were stored anyway`);
}

async function drill() {
  const adminUrl = requireEnv('DATABASE_URL');
  requireEnv('PG_DATA_DIR');
  requireEnv('PG_BIN');
  requireEnv('PG_START_OPTIONS');
  const database = await createDatabase(adminUrl);
  resources.tempDir = await mkdtemp(path.join(os.tmpdir(), 'outage-drill-'));
  console.log(`outage-drill: ${PROCESSES} processes of ${path.relative(process.cwd(), serverEntry)} on the empty database ${database.name}`);

  const servers = await startServers(database.url, resources.tempDir);
  const startTimes = await Promise.all(servers.map((server) => timeUntilHealthy(server, START_TIMEOUT_MS)));
  const down = servers.filter((server, index) => startTimes[index] === null);
  const startDetail = down.length
    ? down.map((server) => `${server.name} ${server.exit ? describeExit(server) : `no 200 within ${seconds(START_TIMEOUT_MS)}`}`).join(', ')
    : `all ${PROCESSES} answered /api/health 200 after ${startTimes.map(seconds).join(', ')}`;
  if (!check(down.length === 0, 'simultaneous start', startDetail)) {
    printOutput(servers);
    return;
  }

  const load = { t0: performance.now(), stopAt: Infinity };
  const loading = runLoad(servers, load);
  await sleep(RESTART_AFTER_MS);
  const restart = await timedPgCtl('restart', load);
  await sleep(STOP_AFTER_RESTART_MS);
  const stop = await timedPgCtl('stop', load);
  await sleep(STOPPED_FOR_MS);
  const start = await timedPgCtl('start', load);
  const stopped = { from: stop.endedAt, to: start.startedAt };
  load.stopAt = performance.now() + LOAD_AFTER_START_MS;
  const recovery = await Promise.all(servers.map((server) => timeUntilHealthy(server, RECOVERY_TIMEOUT_MS)));
  const results = await loading;

  const alive = servers.filter((server) => !server.exit);
  check(
    alive.length === PROCESSES,
    'processes alive',
    `${alive.length} of ${PROCESSES} running at the end${
      alive.length < PROCESSES
        ? ` (${servers
            .filter((server) => server.exit)
            .map((server) => `${server.name} ${describeExit(server)}`)
            .join(', ')})`
        : ''
    }`,
  );
  checkLatency(results);
  const { created, unavailable } = checkAnswers(results);
  check(
    recovery.every((ms) => ms !== null),
    'recovery',
    `/api/health 200 after PostgreSQL is back: ${servers.map((server, index) => `${server.name} ${recovery[index] === null ? 'never' : seconds(recovery[index])}`).join(', ')} (limit ${seconds(RECOVERY_TIMEOUT_MS)})`,
  );
  checkStoppedWindow(results, stopped);
  await checkStored(database.url, created, unavailable);
  printRestartWindow(unavailable, restart);
  if (failures > 0) printOutput(servers);
}

async function stopServer(server) {
  if (server.exit) return;
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([server.exited.then(() => true), sleep(5_000).then(() => false)]);
  if (!stopped) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    await Promise.all(resources.servers.map(stopServer));
    if (resources.databaseName) {
      await withAdmin(resources.adminUrl, (client) => client.query(`drop database if exists "${resources.databaseName}" with (force)`)).catch((error) =>
        console.error(`outage-drill: could not drop ${resources.databaseName}: ${error.message}`),
      );
    }
    if (resources.tempDir) await rm(resources.tempDir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const [signal, status] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    console.error(`outage-drill: ${signal}, cleaning up`);
    cleanUp().finally(() => process.exit(status));
  });
}

try {
  await drill();
} catch (error) {
  failures += 1;
  console.log(`FAIL drill: ${error.stack ?? error}`);
  printOutput(resources.servers);
} finally {
  await cleanUp();
}
console.log(failures === 0 ? 'outage-drill: all checks passed' : `outage-drill: ${failures} check(s) failed`);
process.exit(failures === 0 ? 0 : 1);
