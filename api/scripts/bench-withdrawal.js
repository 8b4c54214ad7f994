// Does the public withdrawal form tell a client's e-mail from a stranger's by its answer time? The built
// server starts on a fresh seeded database (embedded PGlite; also on PostgreSQL when DATABASE_URL is set),
// PEOPLE people sign up with marketing consent, then withdrawals of a known and of an unknown e-mail are
// timed in turn (known, unknown, unknown, known, …: a busy moment of the machine hits both sides alike),
// each e-mail once, each from its own loopback source address on a new connection, as visitors' would be.
// The answer time is measured from this process over loopback: headers to the last byte of the body.
// Printed: the medians and p90 of both, and their ratio (1.00 = no difference). Product defaults throughout
// (LOG_LEVEL=warn only keeps the log quiet; the server logs no request at warn).
// Options (environment): BENCH_WITHDRAWALS (200 of each kind), BENCH_WITHDRAWAL_WARMUP (20).
'use strict';
const http = require('node:http');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { leftovers, startServer, stop } = require('./bench/servers');

const RUNS = Number(process.env.BENCH_WITHDRAWALS || 200);
const WARMUP = Number(process.env.BENCH_WITHDRAWAL_WARMUP || 20);
const serverEntry = path.join(__dirname, '..', 'dist', 'server.js');

let sourceCounter = 0;
/** A new loopback source address per request (Linux routes all of 127.0.0.0/8 to loopback). */
function nextSource() {
  sourceCounter += 1;
  return `127.3.${Math.floor(sourceCounter / 250) % 250}.${(sourceCounter % 250) + 1}`;
}

function post(port, urlPath, payload) {
  const body = JSON.stringify(payload);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: 'POST',
        localAddress: nextSource(),
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const person = (n) => ({
  fullName: 'Бенчмарк Тест',
  email: `known-${n}@example.bg`,
  phone: '0888123456',
  agreedToPrivacyPolicy: true,
  agreedToTermsOfService: true,
  agreedToMarketingPolicy: true,
  agreedToCookiePolicy: false,
  registrationSource: 'Free Consultation',
  courseIds: [],
});

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

async function measure(label, env) {
  const server = await startServer(label, [serverEntry], env, '/api/health');
  try {
    const total = RUNS + WARMUP;
    for (let n = 0; n < total; n += 1) {
      const answer = await post(server.port, '/api/clients/register', person(n));
      if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    }
    const times = { known: [], unknown: [] };
    const bodies = new Set();
    for (let n = 0; n < total; n += 1) {
      // known, unknown, then unknown, known: each kind goes first every other pair.
      const order = n % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
      for (const kind of order) {
        const answer = await post(server.port, '/api/consents/marketing-withdrawal', { email: `${kind}-${n}@example.bg` });
        if (answer.status !== 200) throw new Error(`withdrawal answered ${answer.status}: ${answer.text.slice(0, 200)}`);
        bodies.add(answer.text);
        if (n >= WARMUP) times[kind].push(answer.ms);
      }
    }
    if (bodies.size !== 1) throw new Error(`the answers differ: ${[...bodies].join(' | ')}`);
    return { label, known: times.known, unknown: times.unknown };
  } finally {
    await stop(server);
  }
}

/** A new empty database on the server, so every run starts from the same state. */
async function freshPostgresDatabase(serverUrl) {
  const { Client } = require('pg');
  const name = `bench_withdrawal_${process.pid}`;
  const admin = async (statement) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function main() {
  if (!fs.existsSync(serverEntry)) throw new Error('Build first: npm run build -w api');
  const base = { ADMIN_PASSWORD: 'bench-admin-password', CLIENTS_TOKEN: 'bench-clients-token', LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-withdrawal-'));
  leftovers.add(dataDir);
  const runs = [await measure('PGlite', { ...base, DATA_DIR: dataDir })];
  if (process.env.DATABASE_URL) {
    const { url, drop } = await freshPostgresDatabase(process.env.DATABASE_URL);
    try {
      runs.push(await measure('PostgreSQL', { ...base, DATA_DIR: dataDir, DATABASE_URL: url }));
    } finally {
      await drop();
    }
  }
  console.log(`\nPOST /api/consents/marketing-withdrawal, ${RUNS} e-mails of each kind, interleaved (ms; the answers were identical):`);
  console.log('database   | known median | unknown median | known p90 | unknown p90 | known/unknown');
  for (const { label, known, unknown } of runs) {
    const [km, um] = [quantile(known, 0.5), quantile(unknown, 0.5)];
    console.log(
      `${label.padEnd(10)} | ${km.toFixed(2).padStart(12)} | ${um.toFixed(2).padStart(14)} | ${quantile(known, 0.9).toFixed(2).padStart(9)} | ${quantile(unknown, 0.9).toFixed(2).padStart(11)} | ${(km / um).toFixed(2).padStart(13)}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
