// Bounded benchmark of the built server on loopback, meant to tell the truth on a small machine.
//
// What is compared, and why:
// - reads: each public API read the pages use, and one content-hashed script of the shell, against a bare
//   node:http server answering the very same bytes from memory (the identity body, or the exact compressed
//   body with the same content-encoding). The ratio api/raw is what the framework, plugins, hooks and
//   compression cost; absolute numbers depend on the machine. Each is measured without Accept-Encoding and
//   with the browsers' `gzip, deflate, br`, in interleaved rounds (raw, api, raw, api, …, each after a short
//   warm-up), the servers on one core and the generator on the other (onCoresOfTheirOwn). The ratio is the
//   median of each round's api/raw: even so, this machine's speed moves by half from one minute to the next
//   (raw node:http at 22–25k or 34–43k req/s), so short rounds, each side measured right after the other,
//   compare the two at the same speed; the req/s columns show medians.
// - pages: the server-rendered pages /, /courses and /articles against the same bytes served as a static
//   file by the same server (what rendering and the page cache cost over a file), and how long one takes to
//   render afresh (not kept).
// - signups: POST /api/clients/register from a new loopback source address per request (the route has
//   limits per address and per e-mail), on PGlite and, when DATABASE_URL is set, on two processes on PostgreSQL:
//   the most answered by 50 closed loops, then the latency of sign-ups due at the goal's rate (400/s, 800/s);
//   then every 201 must be a stored client.
// - rss: the PGlite server's memory (its renderer process's too) when idle after its first start (it creates
//   and seeds the database) and idle again after the load, which the goal is for.
// - soak: BENCH_SOAK_MS (600000) of steady traffic (fresh page renders, API reads, sign-ups), the memory
//   sampled every 30 s: flat when it grows by at most 5 % after its second minute.
// - audit: «Дневник»'s pages (GET /api/audit with each filter) before and after a million events are written
//   into the log (bench/audit.js); goal: each page within 50 ms.
// The load comes from wrk (else autocannon). A client slower than the server would measure itself, so each
// measurement also shows the CPU of the measured server and of the generator in % of one core: the server
// near 100 % and the generator below it means the server set the pace. The machine's other CPU use is shown
// too: on a shared machine another process's load lowers every figure.
//
// Options (environment): BENCH_DURATION_MS per measurement (reads and pages 1000, whole seconds with wrk;
// sign-ups 5000 unless set),
// BENCH_ROUNDS (5), BENCH_CONCURRENCY (10, reads and pages), BENCH_SIGNUP_CONNECTIONS (50),
// BENCH_ONLY=reads,pages,signups,rss,soak,audit (default all), BENCH_GENERATOR=autocannon (even when wrk is installed),
// BENCH_NODE_ARGS (Node options for the measured server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
// The default run takes about 7 minutes on 2 cores with all 24 read rows (BENCH_DURATION_MS=2000: about 11).
// Exits non-zero on errors (a failed request, a lost sign-up), not on a missed goal.
'use strict';
const os = require('node:os');
const path = require('node:path');
const fs = require('node:fs');
const { get, getJson, headerBytes, warmUp } = require('./bench/http');
const { pickGenerator, measure } = require('./bench/load');
const { errors, goal, median, ms, percent, printSummary, printTable, rate, verdict } = require('./bench/report');
const { leftovers, startServer, stop } = require('./bench/servers');
const { signUpFor, signUpAtRate, countStored } = require('./bench/signups');
const { pinToCpus, processTree } = require('./bench/proc');
const { benchAudit } = require('./bench/audit');
const { describeMemory, memoryTree, soak } = require('./bench/memory');

const SECTIONS = ['reads', 'pages', 'signups', 'rss', 'soak', 'audit'];
// Server-rendered pages, each against the same bytes served by the same server as a static file.
const PAGES = ['/', '/courses', '/articles'];
/** Each page is also loaded this many times at a new address, rendered each time (one after the other). */
const FRESH_RENDERS = 15;
const ACCEPT_ENCODING = 'gzip, deflate, br';
const WARMUP_MS = 300;
/**
 * Sign-ups before the measured ones: a server just started answers a third of what it does after some 20 s
 * of sign-ups (V8 compiles the hot code, the embedded database's WebAssembly included, as it runs); a server
 * in service has long been warm. The warm-up's own rate is printed too.
 */
const SIGNUP_WARMUP_MS = 20_000;
// Idle long enough for V8 to give back what the load's garbage held (its memory reducer acts after ~10 s of quiet,
// the server's idle collection after 10–15 s), then until the memory has settled: the server's resident memory
// was still falling 30 s after a load (463, 431, 403 MB at 20, 25, 30 s).
const IDLE_MS = 30_000;
const IDLE_MAX_MS = 120_000;
const IDLE_SAMPLE_MS = 5000;
/** Settled: the last three samples (10 s) within this share of each other. */
const SETTLED_WITHIN = 0.02;
const CLIENTS_TOKEN = 'bench-clients-token';
const GOALS = { ratioCompressed: 0.7, ratioIdentity: 0.6, signupsPglite: 400, signupsPostgres: 800, signupP99Ms: 100, idleRssMb: 400, soakGrowthPercent: 5 };
const shellDist = path.join(__dirname, '..', '..', 'shell', 'dist');
const serverEntry = path.join(__dirname, '..', 'dist', 'server.js');
const { LEAN_MALLOC_ENV } = require(path.join(__dirname, '..', 'dist', 'lib', 'lean-malloc.js'));

function positiveInteger(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${text}"`);
  return value;
}

function readOptions() {
  const only = (process.env.BENCH_ONLY || SECTIONS.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !SECTIONS.includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  const durationMs = positiveInteger('BENCH_DURATION_MS', 1000);
  return {
    sections: new Set(only),
    durationMs,
    signupMs: process.env.BENCH_DURATION_MS ? durationMs : 5000,
    rounds: positiveInteger('BENCH_ROUNDS', 5),
    concurrency: positiveInteger('BENCH_CONCURRENCY', 10),
    signupConnections: positiveInteger('BENCH_SIGNUP_CONNECTIONS', 50),
  };
}

function startApi(label, dataDir, databaseUrl) {
  fs.mkdirSync(dataDir, { recursive: true });
  const env = {
    // As `npm start` and docs/operating.md run the server.
    ...LEAN_MALLOC_ENV,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD: 'bench-admin-password',
    CLIENTS_TOKEN,
    // LOG_LEVEL as shipped (info): the log's cost is part of what is measured.
    SEED: 'true',
    TRUST_PROXY: 'false',
  };
  return startServer(label, [...serverNodeArgs(), serverEntry], env, '/api/health');
}

/** BENCH_NODE_ARGS: Node options for the measured server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes. */
const serverNodeArgs = () => (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * A server's memory (with its renderer process) every IDLE_SAMPLE_MS while it is left idle: at least IDLE_MS, then
 * until it has settled (or IDLE_MAX_MS); the last sample is the figure.
 */
async function idleMemorySamples(pid) {
  const samples = [];
  const settled = () => {
    const last = samples.slice(-3).map((sample) => sample.rss);
    return last.length === 3 && Math.max(...last) - Math.min(...last) <= Math.min(...last) * SETTLED_WITHIN;
  };
  for (let waited = 0; waited < IDLE_MAX_MS && (waited < IDLE_MS || !settled()); waited += IDLE_SAMPLE_MS) {
    await sleep(IDLE_SAMPLE_MS);
    samples.push(memoryTree(pid));
  }
  return samples;
}

async function benchSoak(api, runId) {
  const ms = positiveInteger('BENCH_SOAK_MS', 600_000);
  console.log(
    `\nsoak: ${(ms / 60_000).toFixed(1)} min of steady traffic (a fresh page every 200 ms, an API read every 20 ms, 5 sign-ups a second), memory every 30 s`,
  );
  const { samples, requests, failures } = await soak(api.port, api.pid, { ms, sampleMs: 30_000, prefix: `bench-${runId}-` });
  for (const sample of samples) console.log(`  ${sample.minute.toFixed(1).padStart(5)} min  ${describeMemory(sample)}`);
  const failed = Object.values(failures).reduce((sum, n) => sum + n, 0);
  if (failed > 0) errors.push(`soak: ${failed} of ${requests} requests failed (${JSON.stringify(failures)})`);
  const base = samples.find((sample) => sample.minute >= 2) ?? samples[0];
  const last = samples.at(-1);
  if (!base || !last) return;
  const growth = ((last.rss - base.rss) / base.rss) * 100;
  const state = goal(
    'memory',
    `flat over the soak (≤ ${GOALS.soakGrowthPercent} % after minute ${base.minute.toFixed(0)})`,
    growth <= GOALS.soakGrowthPercent,
    `${growth.toFixed(1)} %`,
  );
  console.log(
    `  ${requests} requests; resident memory ${Math.round(base.rss)} -> ${Math.round(last.rss)} MB after minute ${base.minute.toFixed(1)} (${growth.toFixed(1)} %): ${state}`,
  );
}

// ---- measurements --------------------------------------------------------------------------------------

/**
 * `rounds` rounds of (baseline, subject), each measurement after a warm-up, with the same request headers;
 * the medians of each side. A side is { name, port, path, pid }. Failed or unexpected answers are errors.
 */
async function compare(options, generator, headers, sides) {
  const expected = [];
  for (const side of sides) {
    const probe = await get(side.port, side.path, headers);
    if (probe.status !== 200) throw new Error(`${side.path} answered ${probe.status}`);
    expected.push(headerBytes(probe) + probe.body.length);
  }
  const runs = sides.map(() => []);
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [i, side] of sides.entries()) {
      await warmUp(side.port, side.path, headers, WARMUP_MS, options.concurrency);
      const url = `http://127.0.0.1:${side.port}${side.path}`;
      const run = await measure(generator, { url, headers, durationMs: options.durationMs, connections: options.concurrency, serverPid: side.pid });
      if (run.failed > 0) errors.push(`${side.path}: ${run.failed} of ${run.requests} requests failed (not 2xx, or a socket error)`);
      // Averaged over the run, the bytes per answer show whether it answered under load what it answered alone.
      if (Math.abs(run.bytesPerAnswer - expected[i]) > expected[i] * 0.05 + 64) {
        errors.push(`${side.path}: answers averaged ${Math.round(run.bytesPerAnswer)} bytes under load, ${expected[i]} alone`);
      }
      runs[i].push({ ...run, name: side.name });
    }
  }
  return runs.map((list) => ({
    rps: median(list.map((run) => run.rps)),
    p99Ms: median(list.map((run) => run.p99Ms)),
    serverCpu: median(list.map((run) => run.serverCpu)),
    generatorCpu: Math.max(...list.map((run) => run.generatorCpu)),
    failed: list.reduce((sum, run) => sum + run.failed, 0),
    runs: list,
  }));
}

/**
 * The reads measure a server's throughput against a generator on a 2-core machine: left to the scheduler,
 * the two often shared one core for seconds at a time (raw node:http alone answered 22k–45k req/s from one 2 s
 * run to the next, 30k–40k with each on a core of its own). So while they run, the measured servers (their
 * every thread and process) keep to the first core and this process, with the generator it starts, to the
 * second; `release` gives every core back. Answers why not when it cannot.
 */
function onCoresOfTheirOwn(serverPids) {
  const cores = os.availableParallelism();
  if (cores < 2) return { release: () => undefined, note: 'one core: the servers and the generator share it' };
  const all = `0-${cores - 1}`;
  const servers = () => serverPids.flatMap((pid) => processTree(pid));
  const release = () => pinToCpus([...servers(), process.pid], all);
  if (pinToCpus(servers(), '0') && pinToCpus([process.pid], '1')) return { release, note: 'the servers on core 0, the generator on core 1 (taskset)' };
  release();
  return { release: () => undefined, note: 'not pinned to cores (taskset failed): the scheduler may put the generator beside a server' };
}

/** The median of the rounds' subject/baseline: each round's two runs came one right after the other. */
function pairedRatio(base, subject) {
  return median(base.runs.map((run, round) => subject.runs[round].rps / run.rps));
}

function estimateMinutes(options, generator, measurementsPerSide) {
  return ((measurementsPerSide * 2 * options.rounds * (generator.seconds(options.durationMs) + WARMUP_MS / 1000 + 0.2)) / 60).toFixed(1);
}

/** The slug of the first item of a list answer, or why there is none. */
async function firstSlug(port, listPath) {
  const { status, json } = await getJson(port, listPath);
  const slug = json?.data?.[0]?.slug;
  return slug ? { slug } : { why: status === 200 ? `${listPath} is empty` : `${listPath} answered ${status}` };
}

/** The largest content-hashed script of the shell (served by the API at /<name>). */
function largestHashedScript() {
  if (!fs.existsSync(shellDist)) return null;
  const scripts = fs.readdirSync(shellDist).filter((name) => /\.[0-9a-f]{8}\.js$/.test(name));
  scripts.sort((a, b) => fs.statSync(path.join(shellDist, b)).size - fs.statSync(path.join(shellDist, a)).size);
  return scripts[0] ?? null;
}

async function benchReads(options, generator, api, tmp) {
  const course = await firstSlug(api.port, '/api/courses/active');
  const article = await firstSlug(api.port, '/api/articles/published');
  const script = largestHashedScript();
  const candidates = [
    '/api/courses/active',
    '/api/courses/summaries',
    '/api/courses/links',
    course.slug ? `/api/courses/slug/${encodeURIComponent(course.slug)}` : `course by slug (${course.why})`,
    '/api/lectors',
    '/api/events/active',
    '/api/categories/active',
    '/api/articles/published',
    '/api/articles/summaries',
    '/api/articles/featured',
    article.slug ? `/api/articles/slug/${encodeURIComponent(article.slug)}` : `article by slug (${article.why})`,
    script ? `/${script}` : 'a hashed script of the shell (none in shell/dist)',
  ];

  // What the API answers for each, with and without compression: the raw server's answers.
  const rows = [];
  for (const urlPath of candidates) {
    if (!urlPath.startsWith('/')) {
      console.log(`  skipped: ${urlPath}`);
      continue;
    }
    for (const compressed of [false, true]) {
      const headers = compressed ? { 'accept-encoding': ACCEPT_ENCODING } : {};
      const answer = await get(api.port, urlPath, headers);
      if (answer.status !== 200) {
        const note = `${urlPath} ${compressed ? `with Accept-Encoding: ${ACCEPT_ENCODING}` : 'without Accept-Encoding'} answered ${answer.status}`;
        console.log(`  skipped: ${note}`);
        if (answer.status >= 500) errors.push(note);
        continue;
      }
      const encoding = answer.headers['content-encoding'];
      const rawHeaders = { 'content-type': answer.headers['content-type'] };
      if (compressed) Object.assign(rawHeaders, encoding ? { 'content-encoding': encoding } : {}, { vary: 'accept-encoding' });
      rows.push({ urlPath, compressed, headers, encoding: encoding ?? (compressed ? 'identity*' : 'identity'), body: answer.body, rawHeaders });
    }
  }
  if (rows.length === 0) return;

  const answersFile = path.join(tmp, 'raw-answers.json');
  fs.writeFileSync(answersFile, JSON.stringify(rows.map((row) => ({ body: row.body.toString('base64'), headers: row.rawHeaders }))));
  const raw = await startServer('raw', [path.join(__dirname, 'bench', 'raw-server.js')], { ANSWERS_FILE: answersFile }, '/0');
  const cores = onCoresOfTheirOwn([api.pid, raw.pid]);
  console.log(`  ${rows.length} rows, ${options.rounds} rounds of (raw, api): about ${estimateMinutes(options, generator, rows.length)} min; ${cores.note}`);

  const table = [];
  const allRuns = [];
  try {
    for (const [index, row] of rows.entries()) {
      const [base, subject] = await compare(options, generator, row.headers, [
        { name: `raw ${row.urlPath} ${row.encoding}`, port: raw.port, path: `/${index}`, pid: raw.pid },
        { name: `api ${row.urlPath} ${row.encoding}`, port: api.port, path: row.urlPath, pid: api.pid },
      ]);
      allRuns.push(...base.runs, ...subject.runs);
      const ratio = pairedRatio(base, subject);
      const target = row.compressed ? GOALS.ratioCompressed : GOALS.ratioIdentity;
      const label = `${row.urlPath} ${row.compressed ? 'with' : 'without'} Accept-Encoding`;
      const state = subject.failed + base.failed > 0 ? 'ERROR' : goal('reads, api/raw', `${label} ≥ ${target}`, ratio >= target, ratio.toFixed(2));
      table.push({
        path: row.urlPath,
        encoding: row.encoding,
        bytes: String(row.body.length),
        'raw req/s': rate(base.rps),
        'api req/s': rate(subject.rps),
        ratio: ratio.toFixed(2),
        'raw p99 ms': ms(base.p99Ms),
        'api p99 ms': ms(subject.p99Ms),
        goal: `${state} (≥ ${target})`,
        'raw cpu': percent(base.serverCpu),
        'api cpu': percent(subject.serverCpu),
        'gen cpu max': percent(Math.max(base.generatorCpu, subject.generatorCpu)),
      });
    }
  } finally {
    cores.release();
    await stop(raw);
  }
  console.log(
    `\nreads: medians of ${options.rounds} rounds, ratio the median of each round's api/raw; cpu in % of one core (servers: median; generator: the highest of the row's runs)`,
  );
  printTable(table);
  if (rows.some((row) => row.encoding === 'identity*')) console.log(`* asked with Accept-Encoding: ${ACCEPT_ENCODING}; the API answered uncompressed`);
  console.log(verdict(allRuns));
}

/** Median ms of `FRESH_RENDERS` sequential loads of `page` that each render afresh (an address never kept). */
async function freshRenderMs(port, page) {
  const times = [];
  for (let i = 0; i < FRESH_RENDERS; i += 1) {
    const started = process.hrtime.bigint();
    const answer = await get(port, `${page}?fresh=${Date.now()}-${i}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (answer.status !== 200) errors.push(`${page}?fresh answered ${answer.status}`);
  }
  return median(times);
}

async function benchPages(options, generator, api) {
  if (!fs.existsSync(path.join(shellDist, 'server', 'index.js'))) {
    console.log('shell/dist/server is missing (run `npm run build`): server-rendered pages not measured');
    return;
  }
  const table = [];
  const allRuns = [];
  for (const page of PAGES) {
    const rendered = await get(api.port, page);
    if (rendered.status !== 200) {
      errors.push(`${page} answered ${rendered.status}`);
      continue;
    }
    const staticName = `bench-static-${page === '/' ? 'home' : page.slice(1).replace(/\W/g, '-')}.html`;
    const staticFile = path.join(shellDist, staticName);
    leftovers.add(staticFile);
    fs.writeFileSync(staticFile, rendered.body);
    try {
      const [asFile, asPage] = await compare(options, generator, {}, [
        { name: `static ${page}`, port: api.port, path: `/${staticName}`, pid: api.pid },
        { name: `page ${page}`, port: api.port, path: page, pid: api.pid },
      ]);
      allRuns.push(...asFile.runs, ...asPage.runs);
      table.push({
        page,
        'html bytes': String(rendered.body.length),
        'static req/s': rate(asFile.rps),
        'page req/s': rate(asPage.rps),
        ratio: pairedRatio(asFile, asPage).toFixed(2),
        'static p99 ms': ms(asFile.p99Ms),
        'page p99 ms': ms(asPage.p99Ms),
        'fresh render ms': ms(await freshRenderMs(api.port, page)),
        'api cpu static': percent(asFile.serverCpu),
        'api cpu page': percent(asPage.serverCpu),
        'gen cpu max': percent(Math.max(asFile.generatorCpu, asPage.generatorCpu)),
      });
    } finally {
      fs.rmSync(staticFile, { force: true });
      leftovers.delete(staticFile);
    }
  }
  if (table.length === 0) return;
  console.log(
    `\nserver-rendered pages (kept in the public cache for its time to live) against the same bytes as a static file, no Accept-Encoding; medians of ${options.rounds} rounds, ratio the median of each round's page/file; fresh render: the median of ${FRESH_RENDERS} loads one after the other, each at an address not kept (?fresh=…), so rendered:`,
  );
  printTable(table);
  console.log(verdict(allRuns));
}

/** `servers`: one process, or several on one PostgreSQL database, each sent its share of the loops. */
async function benchSignups(options, servers, database, perSecondGoal, runId) {
  const prefix = `bench-${runId}-`;
  const next = { value: 0 };
  const load = { prefix, connections: options.signupConnections, next };
  const warm = await signUpFor(servers, { ...load, ms: SIGNUP_WARMUP_MS });
  const result = await signUpFor(servers, { ...load, ms: options.signupMs });
  const steady = await signUpAtRate(servers, { ...load, ms: options.signupMs, perSecond: perSecondGoal });
  const runs = [warm, result, steady];
  const created = runs.reduce((sum, run) => sum + run.created, 0);
  const stored = await countStored(servers[0].port, prefix, CLIENTS_TOKEN);
  const others = {};
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.statuses)) if (status !== '201') others[status] = (others[status] || 0) + count;
  }
  const otherCount = Object.values(others).reduce((sum, n) => sum + n, 0);
  if (otherCount > 0) {
    const examples = Object.entries(Object.assign({}, ...runs.map((run) => run.examples))).map(([status, text]) => `${status}: ${text.slice(0, 200)}`);
    errors.push(`${database} sign-ups: ${otherCount} answers were not 201 (${JSON.stringify(others)}); e.g. ${examples.join(' | ')}`);
  }
  console.log(`${database}: stored ${stored} of ${created} 201s (warm-up and both measurements)`);
  if (stored !== created) errors.push(`${database} sign-ups: stored ${stored} of ${created} 201s`);
  const states = [
    goal(`sign-ups on ${database}`, `≥ ${perSecondGoal}/s`, result.perSecond >= perSecondGoal, `${rate(result.perSecond)}/s`),
    // Issue 49 sets the latency goal on the embedded database; on PostgreSQL the latency is shown, not judged.
    ...(database === 'PGlite'
      ? [goal(`sign-ups on ${database}`, `p99 ≤ ${GOALS.signupP99Ms} ms at ${perSecondGoal}/s`, steady.p99Ms <= GOALS.signupP99Ms, `${ms(steady.p99Ms)} ms`)]
      : []),
    goal(`sign-ups on ${database}`, 'none lost', stored === created, `stored ${stored} of ${created}`),
  ];
  return {
    row: {
      database,
      'sign-ups/s': rate(result.perSecond),
      'p50 ms': ms(result.p50Ms),
      'p99 ms': ms(result.p99Ms),
      'warm-up/s': rate(warm.perSecond),
      'goal rate': `${perSecondGoal}/s`,
      'steady p50': ms(steady.p50Ms),
      'steady p99': ms(steady.p99Ms),
      sent: String(result.sent + steady.sent),
      'non-201':
        otherCount === 0
          ? '0'
          : Object.entries(others)
              .map(([status, n]) => `${n}×${status}`)
              .join(' '),
      stored: `${stored} of ${created}`,
      goals: `${states.join('/')} (≥ ${perSecondGoal}/s${database === 'PGlite' ? `, p99 ≤ ${GOALS.signupP99Ms} ms at ${perSecondGoal}/s` : ''}, none lost)`,
      'api cpu': percent(result.serverCpu),
      'gen cpu': percent(result.generatorCpu),
      'other cpu': percent(result.otherCpu),
    },
    run: result,
  };
}

// ---- main ----------------------------------------------------------------------------------------------

async function main() {
  const options = readOptions();
  const { sections } = options;
  if (!fs.existsSync(serverEntry)) throw new Error('api/dist/server.js is missing: run `npm run build -w api` first.');
  const generator = sections.has('reads') || sections.has('pages') ? pickGenerator() : null;
  const startedAt = Date.now();
  const runId = startedAt.toString(36);
  console.log(`sections: ${[...sections].join(', ')}`);
  if (generator) {
    console.log(
      `load generator: ${generator.name}; ${options.concurrency} keep-alive connections, ${generator.seconds(options.durationMs)} s per measurement after ${WARMUP_MS} ms of warm-up`,
    );
  }

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  leftovers.add(tmp);
  console.log('starting the built server on PGlite (its first start creates and seeds the database)...');
  const api = await startApi('api', path.join(tmp, 'pglite'), '');

  const loaded = ['reads', 'pages', 'signups'].some((section) => sections.has(section));
  const memoryGoal = (when, samples) => {
    const last = samples.at(-1);
    const state = goal('memory', `PGlite server idle ${when} ≤ ${GOALS.idleRssMb} MB`, last.rss <= GOALS.idleRssMb, `${Math.round(last.rss)} MB`);
    console.log(
      `memory of the PGlite server idle ${when}: ${describeMemory(last)} (goal ≤ ${GOALS.idleRssMb} MB resident: ${state}; every ${IDLE_SAMPLE_MS / 1000} s: ${samples.map((sample) => Math.round(sample.rss)).join(', ')} MB)`,
    );
  };
  if (sections.has('rss')) {
    const samples = await idleMemorySamples(api.pid);
    // The goal is for the server after the load when there is one.
    if (loaded) console.log(`memory of the PGlite server idle after its first start: ${describeMemory(samples.at(-1))}`);
    else memoryGoal('after its first start', samples);
  }
  if (sections.has('reads')) {
    console.log('\nreads: the API against raw node:http answering the same bytes');
    await benchReads(options, generator, api, tmp);
  }
  if (sections.has('pages')) await benchPages(options, generator, api);

  const signupRows = [];
  if (sections.has('signups')) {
    console.log(
      `\nsign-ups: ${options.signupConnections} loops, a new connection from its own 127.x.y.z address per request, ${SIGNUP_WARMUP_MS} ms warm-up, then ${options.signupMs} ms (sign-ups/s, p50, p99); then ${options.signupMs} ms of sign-ups due at the goal's rate, at most ${options.signupConnections} under way, latency from when each was due (steady: due at the goal rate, its p50 and p99 in ms)`,
    );
    signupRows.push(await benchSignups(options, [api], 'PGlite', GOALS.signupsPglite, runId));
  }
  if (sections.has('rss') && loaded)
    memoryGoal(`after the load (${['reads', 'pages', 'signups'].filter((section) => sections.has(section)).join(', ')})`, await idleMemorySamples(api.pid));
  if (sections.has('soak')) await benchSoak(api, runId);
  await stop(api);

  if (sections.has('signups')) {
    if (process.env.DATABASE_URL) {
      console.log('starting two processes of the built server on PostgreSQL (DATABASE_URL)...');
      const pg = [await startApi('api-pg', path.join(tmp, 'postgres'), process.env.DATABASE_URL)];
      try {
        pg.push(await startApi('api-pg2', path.join(tmp, 'postgres2'), process.env.DATABASE_URL));
        signupRows.push(await benchSignups(options, pg, 'PostgreSQL, 2 processes', GOALS.signupsPostgres, runId));
      } finally {
        await Promise.all(pg.map(stop));
      }
    } else {
      console.log('DATABASE_URL is not set: sign-ups on PostgreSQL not measured (bash api/scripts/with-postgres.sh node api/scripts/bench.js)');
    }
    console.log('\nsign-ups (cpu in % of one core: api, the API process; gen, this Node process; other, the rest of the machine, PostgreSQL included)');
    printTable(signupRows.map(({ row }) => row));
    const busy = signupRows.filter(({ run }) => run.generatorCpu >= 90);
    console.log(
      busy.length > 0
        ? `WARNING: the sign-up generator used 90 % of a core or more on ${busy.map(({ row }) => row.database).join(', ')}: the generator may be the limit`
        : 'sign-up generator below one core in every run: the server (and its database) set the pace',
    );
  }

  if (sections.has('audit')) {
    await benchAudit({
      startApi: (label, dataDir) => startApi(label, dataDir, ''),
      stop,
      dataDir: path.join(tmp, 'pglite-audit'),
      adminPassword: 'bench-admin-password',
    });
  }

  printSummary((Date.now() - startedAt) / 60_000);
  if (errors.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
