// Short, bounded throughput check of the built server on loopback. For each path it measures the API
// and, in the same run, a raw node:http server answering a pre-serialised buffer of the same payload,
// and prints the ratio. Both servers run as child processes; this process only generates load
// (keep-alive, fixed concurrency), so on a small machine the ratios, not the absolute numbers, matter.
'use strict';
const { spawn } = require('node:child_process');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const fs = require('node:fs');
const { freePort } = require('./free-port');

const PATHS = ['/api/courses/active', '/api/articles/published'];
// Server-rendered pages, each against the same bytes served by the same server as a static file.
const PAGES = ['/', '/courses', '/articles'];
const shellDist = path.join(__dirname, '..', '..', 'shell', 'dist');
const DURATION_MS = Number(process.env.BENCH_DURATION_MS || 4000);
const WARMUP_MS = 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 10);
const serverEntry = path.join(__dirname, '..', 'dist', 'server.js');

function get(port, urlPath, agent) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

async function waitUntilUp(port, urlPath, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await get(port, urlPath);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not come up within 120 s');
}

/** Requests completed per second with CONCURRENCY keep-alive loops for `durationMs`. */
async function measure(port, urlPath, durationMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let completed = 0;
  let failed = 0;
  const end = Date.now() + durationMs;
  const loop = async () => {
    while (Date.now() < end) {
      const response = await get(port, urlPath, agent);
      if (response.status === 200) completed += 1;
      else failed += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  if (failed > 0) throw new Error(`${failed} requests to ${urlPath} failed`);
  return completed / seconds;
}

const RAW_SERVER = `
const http = require('node:http');
const payloads = JSON.parse(require('node:fs').readFileSync(process.env.PAYLOADS_FILE, 'utf8'));
const buffers = Object.fromEntries(Object.entries(payloads).map(([p, body]) => [p, Buffer.from(body, 'base64')]));
http.createServer((req, res) => {
  const body = buffers[req.url];
  if (!body) { res.statusCode = 404; res.end(); return; }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

async function main() {
  if (!fs.existsSync(serverEntry)) {
    console.error('api/dist/server.js is missing: run `npm run build -w api` first.');
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const children = [];
  const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
  process.on('exit', () => {
    stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    const apiPort = await freePort();
    const api = spawn(process.execPath, [serverEntry], {
      env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL || '', ADMIN_PASSWORD: 'bench-admin-password', CLIENTS_TOKEN: 'bench-clients-token', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(api);
    console.log('starting the built server (first start seeds the database)...');
    await waitUntilUp(apiPort, '/api/health', api);

    const payloads = {};
    for (const urlPath of PATHS) payloads[urlPath] = (await get(apiPort, urlPath)).body.toString('base64');
    const rawPort = await freePort();
    const payloadsFile = path.join(dataDir, 'payloads.json');
    fs.writeFileSync(payloadsFile, JSON.stringify(payloads));
    const raw = spawn(process.execPath, ['-e', RAW_SERVER], { env: { ...process.env, PORT: String(rawPort), PAYLOADS_FILE: payloadsFile }, stdio: 'inherit' });
    children.push(raw);
    await waitUntilUp(rawPort, PATHS[0], raw);

    console.log(`${CONCURRENCY} keep-alive connections, ${DURATION_MS} ms per measurement, after ${WARMUP_MS} ms warm-up\n`);
    const rows = [];
    for (const urlPath of PATHS) {
      const size = Buffer.from(payloads[urlPath], 'base64').length;
      await measure(rawPort, urlPath, WARMUP_MS);
      const baseline = await measure(rawPort, urlPath, DURATION_MS);
      await measure(apiPort, urlPath, WARMUP_MS);
      const served = await measure(apiPort, urlPath, DURATION_MS);
      rows.push({ path: urlPath, 'payload bytes': size, 'raw node:http req/s': Math.round(baseline), 'api req/s': Math.round(served), ratio: `${Math.round((served / baseline) * 100)} %` });
    }
    console.table(rows);

    if (fs.existsSync(path.join(shellDist, 'server', 'index.js'))) {
      const pageRows = [];
      for (const page of PAGES) {
        const rendered = await get(apiPort, page);
        if (rendered.status !== 200) throw new Error(`${page} answered ${rendered.status}`);
        const staticName = `bench-static-${page === '/' ? 'home' : page.slice(1).replace(/\W/g, '-')}.html`;
        const staticFile = path.join(shellDist, staticName);
        fs.writeFileSync(staticFile, rendered.body);
        try {
          await measure(apiPort, `/${staticName}`, WARMUP_MS);
          const asFile = await measure(apiPort, `/${staticName}`, DURATION_MS);
          await measure(apiPort, page, WARMUP_MS);
          const asPage = await measure(apiPort, page, DURATION_MS);
          pageRows.push({ page, 'html bytes': rendered.body.length, 'static file req/s': Math.round(asFile), 'rendered page req/s': Math.round(asPage), ratio: `${Math.round((asPage / asFile) * 100)} %` });
        } finally {
          fs.rmSync(staticFile, { force: true });
        }
      }
      console.log('\nserver-rendered pages (kept for the public cache\'s time to live) against the same bytes as a static file:');
      console.table(pageRows);
    } else {
      console.log('\nshell/dist/server is missing (run `npm run build`): server-rendered pages not measured');
    }
  } finally {
    stopAll();
  }
}

main().catch((error) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
