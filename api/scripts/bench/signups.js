// Sign-ups under load: POST /api/clients/register from many simulated visitors. The route limits each
// client address, so every request comes from its own loopback source address (Linux routes
// all of 127.0.0.0/8 to loopback) on a connection of its own, as separate visitors' would. wrk and
// autocannon cannot vary the source address, hence this small Node generator; its CPU is reported too.
'use strict';
const http = require('node:http');
const { cpuSeconds, machineBusySeconds } = require('./proc');

/** 127.1.0.1, 127.1.0.2, … : the n-th source address (never .0 or .255 in the last place). */
function sourceAddress(n) {
  const perSecondOctet = 256 * 254;
  return `127.${1 + Math.floor(n / perSecondOctet)}.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`;
}

function registration(email) {
  return JSON.stringify({
    fullName: 'Бенчмарк Тест',
    email,
    phone: '0888123456',
    agreedToPrivacyPolicy: true,
    agreedToTermsOfService: true,
    agreedToMarketingPolicy: false,
    agreedToCookiePolicy: false,
    registrationSource: 'bench',
    courseIds: [],
  });
}

/** One sign-up on a new connection from `localAddress`: its status (or error code), answer and latency. */
function signUp(port, localAddress, email) {
  const body = registration(email);
  const started = performance.now();
  return new Promise((resolve) => {
    let text = '';
    const done = (status) => resolve({ status: String(status), text, ms: performance.now() - started });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/clients/register',
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => done(response.statusCode));
        response.on('error', (error) => done(error.code || 'error'));
      },
    );
    request.setTimeout(30_000, () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error) => done(error.code || 'error'));
    request.end(body);
  });
}

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `connections` loops signing up for `ms` with e-mails `<prefix><n>@example.com`; `next` numbers the
 * addresses and e-mails across calls (warm-up and measurement) so that none repeats.
 */
async function signUpFor(port, serverPid, { prefix, ms, connections, next }) {
  const statuses = {};
  const examples = {}; // the first answer of each status other than 201
  const latencies = [];
  const serverBefore = cpuSeconds(serverPid);
  const machineBefore = machineBusySeconds();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const end = Date.now() + ms;
  const loop = async () => {
    while (Date.now() < end) {
      const n = next.value++;
      const { status, text, ms: latency } = await signUp(port, sourceAddress(n), `${prefix}${n}@example.com`);
      statuses[status] = (statuses[status] || 0) + 1;
      if (status !== '201') examples[status] ??= text;
      latencies.push(latency);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const server = cpuSeconds(serverPid) - serverBefore;
  const generator = (cpu.user + cpu.system) / 1e6;
  const others = machineBusySeconds() - machineBefore - server - generator;
  latencies.sort((a, b) => a - b);
  const created = statuses['201'] || 0;
  return {
    statuses,
    examples,
    created,
    sent: latencies.length,
    perSecond: created / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    serverCpu: (server / seconds) * 100,
    generatorCpu: (generator / seconds) * 100,
    // PostgreSQL's processes when the server uses it, and whatever else runs on the machine.
    otherCpu: (Math.max(0, others) / seconds) * 100,
  };
}

/** One page of the stored clients, through the staff API. */
async function clientsPage(port, page, clientsToken) {
  const path = `/api/clients?page=${page}&pageSize=100`;
  const answer = await new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${clientsToken}` } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
  });
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return JSON.parse(answer.text);
}

/** How many stored clients have an e-mail starting with `prefix`, through the staff API (every page of it). */
async function countStored(port, prefix, clientsToken) {
  let stored = 0;
  for (let page = 1; ; page += 1) {
    const { data, page: info } = await clientsPage(port, page, clientsToken);
    stored += data.filter((client) => client.email.startsWith(prefix)).length;
    if (page * info.size >= info.total) return stored;
  }
}

module.exports = { signUpFor, countStored, signUp, sourceAddress };
