// Sign-ups under load: POST /api/clients/register from many simulated visitors. The route limits each
// client address, so every request comes from its own loopback source address (Linux routes
// all of 127.0.0.0/8 to loopback) on a connection of its own, as separate visitors' would. wrk and
// autocannon cannot vary the source address, hence this small Node generator; its CPU is reported too.
'use strict';
const http = require('node:http');
const { cpuSeconds, machineBusySeconds } = require('./proc');
const { signUpAnswers } = require('../sign-up-answers');

/** 127.1.0.1, 127.1.0.2, … : the n-th source address (never .0 or .255 in the last place). */
function sourceAddress(n) {
  const perSecondOctet = 256 * 254;
  return `127.${1 + Math.floor(n / perSecondOctet)}.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`;
}

function registration(email) {
  return JSON.stringify({ ...signUpAnswers({ fullName: 'Бенчмарк Тест', email, registrationSource: 'bench' }), courseIds: [] });
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

/** A run's answers: counted by status (with the first answer of each status but 201) and their latencies. */
function tally() {
  const statuses = {};
  const examples = {};
  const latencies = [];
  return {
    record(status, text, latency) {
      statuses[status] = (statuses[status] || 0) + 1;
      if (status !== '201') examples[status] ??= text;
      latencies.push(latency);
    },
    summary(seconds) {
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
      };
    },
  };
}

/** CPU seconds the servers have used, added up. */
const serversCpu = (servers) => servers.reduce((sum, server) => sum + cpuSeconds(server.pid), 0);

/**
 * `connections` loops signing up for `ms` with e-mails `<prefix><n>@example.com`, spread over `servers`
 * ({ port, pid }: processes on one database); `next` numbers the addresses and e-mails across calls
 * (warm-up and measurement) so that none repeats.
 */
async function signUpFor(servers, { prefix, ms, connections, next }) {
  const answers = tally();
  const serverBefore = serversCpu(servers);
  const machineBefore = machineBusySeconds();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const end = Date.now() + ms;
  const loop = async (_, index) => {
    const { port } = servers[index % servers.length];
    while (Date.now() < end) {
      const n = next.value++;
      const { status, text, ms: latency } = await signUp(port, sourceAddress(n), `${prefix}${n}@example.com`);
      answers.record(status, text, latency);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const server = serversCpu(servers) - serverBefore;
  const generator = (cpu.user + cpu.system) / 1e6;
  const others = machineBusySeconds() - machineBefore - server - generator;
  return {
    ...answers.summary(seconds),
    serverCpu: (server / seconds) * 100,
    generatorCpu: (generator / seconds) * 100,
    // PostgreSQL's processes when the server uses it, and whatever else runs on the machine.
    otherCpu: (Math.max(0, others) / seconds) * 100,
  };
}

/**
 * Sign-ups due at a steady `perSecond` for `ms`, each on a connection of its own, at most `connections` under
 * way at once. A latency counts from when its request was due, not from when it could be sent: a server that
 * falls behind shows it in the latencies (no coordinated omission), as visitors arriving at that rate would
 * see it. Closed loops (signUpFor) measure the most a server answers; its p99 there is about
 * `connections / rate` whatever the server does (Little's law), so latency is measured here, at a given rate.
 */
async function signUpAtRate(servers, { prefix, ms, perSecond, connections, next }) {
  const answers = tally();
  const serverBefore = serversCpu(servers);
  const started = performance.now();
  const total = Math.round((perSecond * ms) / 1000);
  let underWay = 0;
  const freed = [];
  const sent = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / perSecond;
    const early = due - performance.now();
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
    while (underWay >= connections) await new Promise((resolve) => freed.push(resolve));
    underWay += 1;
    const n = next.value++;
    sent.push(
      signUp(servers[i % servers.length].port, sourceAddress(n), `${prefix}${n}@example.com`).then(({ status, text }) => {
        answers.record(status, text, performance.now() - due);
        underWay -= 1;
        freed.shift()?.();
      }),
    );
  }
  await Promise.all(sent);
  const seconds = (performance.now() - started) / 1000;
  return { ...answers.summary(seconds), serverCpu: ((serversCpu(servers) - serverBefore) / seconds) * 100 };
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

module.exports = { signUpFor, signUpAtRate, countStored, signUp, sourceAddress };
