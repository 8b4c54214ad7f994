// Years of data: the staff's and the visitors' heaviest reads with 100,000 clients, 250,000 requests, 2,000
// articles, 500 events and 20,000 mails, on embedded PGlite at the product's default settings. The built server
// starts on a fresh seeded database and every query is measured with the seed alone (the baseline of this run);
// then it is stopped, the years are written straight into its database (set-based SQL, bench/years-fill.js),
// vacuumed and analysed as the server's daily run leaves it (db/maintenance.ts), and the server is started and
// measured again.
//
// Each figure is a whole answer timed from this process over loopback (sequential requests on one keep-alive
// connection, after warm-up): parsing, credentials, SQL, serialisation. Staff reads go as staff do: the leads,
// the client card, the export and the mail with the shared staff token (CLIENTS_TOKEN, the `sales` role), the
// console's article list as the first owner signed in with ADMIN_PASSWORD. Pages go as a browser asks for them.
// Options (environment): BENCH_YEARS_RUNS (30 timed requests per query), BENCH_YEARS_DATA_DIR (an empty folder
// to use and keep, e.g. to look at query plans afterwards: `explain analyze` on DATA_DIR/pglite).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { rssMb } = require('./bench/proc');
const { leftovers, startServer, stop } = require('./bench/servers');
const { measure, postJson, timedGet } = require('./bench/timed-get');
const { SIZES, fillYears } = require('./bench/years-fill');

const RUNS = Number(process.env.BENCH_YEARS_RUNS || 30);
const WARMUP = 5;
const EXPORT_RUNS = 3;
const EXPORT_GOAL_ROWS_PER_S = 20_000;
const CLIENTS_TOKEN = 'bench-years-clients-token';
const ADMIN_PASSWORD = 'bench-years-admin-password';
const serverEntry = path.join(__dirname, '..', 'dist', 'server.js');

const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' };
const json = (answer) => JSON.parse(answer.body.toString('utf8'));
/** The body as text, decoded as the browser would (pages are asked for with a browser's Accept-Encoding). */
const textOf = (answer) => {
  const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync }[answer.headers['content-encoding']];
  return (decode ? decode(answer.body) : answer.body).toString('utf8');
};
const count = (pattern) => (answer) => (textOf(answer).match(pattern) ?? []).length;
const leadsMatched = (answer) => {
  const { total, totalIsExact } = json(answer).data;
  return totalIsExact ? String(total) : `${total}+`;
};
/** The items answered, and of how many when the list is paged. */
const listLength = (answer) => {
  const { data, page } = json(answer);
  return page ? `${data.length} of ${page.total}` : String(data.length);
};

/** The reads, each with its goal (ms, judged on p95) and what "rows matched" counts. `ids` come from the data. */
function queriesOf(ids) {
  const leads = (label, query) => ({ label, url: `/api/leads${query}`, who: 'sales', goal: 50, rows: leadsMatched });
  return [
    leads('leads: first page', ''),
    leads('leads: next page (cursor)', `?cursor=${ids.nextCursor}`),
    leads('leads: filter kind + status', '?kind=vip&status=new'),
    leads('leads: filter status', '?status=contacted'),
    leads('leads: filter a course', `?courseId=${ids.courseId}`),
    leads('leads: filter a month', `?from=${ids.month.from}&to=${ids.month.to}`),
    leads('leads: search a name', `?q=${encodeURIComponent('Петя Маринова')}`),
    leads('leads: search phone digits', `?q=${encodeURIComponent('0888 012')}`),
    leads('leads: search an e-mail', `?q=${encodeURIComponent('georgi.petrov')}`),
    {
      label: 'client card (personal data)',
      url: `/api/clients/${ids.clientId}/personal-data`,
      who: 'sales',
      goal: 50,
      rows: (answer) => `${json(answer).data.requests.length} req.`,
    },
    // Clients, a page at a time: every client newest first (the API's list), and the lookup screen's first page
    // of those who signed up for a course (newest registration first), all of them and for one course.
    { label: 'clients: first page', url: '/api/clients', who: 'sales', goal: 50, rows: listLength },
    { label: 'clients: page 50', url: '/api/clients?page=50', who: 'sales', goal: 50, rows: listLength },
    { label: 'clients: with a course', url: '/api/clients/filtered', who: 'sales', goal: 50, rows: listLength },
    { label: 'clients: one course', url: `/api/clients/filtered?courseId=${ids.courseId}`, who: 'sales', goal: 50, rows: listLength },
    // The inbox's filter reads every page of events, 100 at a time: one of them.
    { label: 'inbox: event filter list (a page)', url: '/api/events?page=2&pageSize=100', who: 'anyone', goal: 50, rows: listLength },
    // The console's list, 20 a page (STAFF_ARTICLES_PAGE_SIZE): its first page and one far back.
    { label: 'console: article list', url: '/api/articles?includeUnpublished=true&pageSize=20', who: 'owner', goal: 50, rows: listLength },
    { label: 'console: article list, page 50', url: '/api/articles?includeUnpublished=true&page=50&pageSize=20', who: 'owner', goal: 50, rows: listLength },
    { label: 'console: mail list', url: '/api/outbox', who: 'sales', goal: 50, rows: listLength },
    { label: 'console: mail, failed', url: '/api/outbox?status=failed', who: 'sales', goal: 50, rows: listLength },
    { label: '/articles?page=50, kept', url: '/articles?page=50', who: 'browser', goal: 100, rows: count(/articles-grid__item/g) },
    // Each request its own address: nothing kept, every one rendered (what the first visitor after a change gets).
    { label: '/articles?page=50, rendered', url: '/articles?page=50', fresh: true, who: 'browser', goal: 100, rows: count(/articles-grid__item/g) },
    { label: '/sitemap.xml', url: '/sitemap.xml', who: 'anyone', goal: 100, rows: count(/<url>/g) },
  ];
}

async function headersFor(port) {
  const signIn = await postJson(port, '/api/auth/verify-token', { token: ADMIN_PASSWORD });
  if (signIn.status !== 200) throw new Error(`owner sign-in answered ${signIn.status}`);
  return {
    sales: { authorization: `Bearer ${CLIENTS_TOKEN}` },
    owner: { authorization: `Bearer ${signIn.json.data.accessToken}` },
    browser: BROWSER,
    anyone: {},
  };
}

/** A person signing up on the site three times (a consultation, then two courses): the seed has no requests. */
async function signUpOnce(port, courseIds) {
  for (const ids of [[], ...courseIds.map((id) => [id])]) {
    const answer = await postJson(port, '/api/clients/register', {
      fullName: 'Петя Маринова',
      email: 'petya.marinova@example.bg',
      phone: '0888 012 345',
      agreedToPrivacyPolicy: true,
      agreedToTermsOfService: true,
      agreedToMarketingPolicy: false,
      agreedToCookiePolicy: false,
      registrationSource: ids.length ? 'Курс' : 'Free Consultation',
      courseIds: ids,
    });
    if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${answer.json.message}`);
  }
}

/** What the queries refer to, read through the API: the second page's cursor, the newest request's person, a course. */
async function idsOf(port, headers) {
  const first = json(await timedGet(port, '/api/leads', headers.sales)).data;
  const newest = first.items[0];
  const courses = json(await timedGet(port, '/api/courses/summaries')).data;
  const month = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 7);
  return {
    nextCursor: first.nextCursor ?? '',
    clientId: newest?.clientId ?? 1,
    courseId: courses[0]?.id ?? 1,
    month: { from: `${month}-01`, to: `${month}-28` },
  };
}

/** The export of every request, `EXPORT_RUNS` times: time, rows/s, and the server's memory before and at its peak. */
async function measureExport(server, headers) {
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 25);
  const times = [];
  let rows = 0;
  let bytes = 0;
  try {
    for (let i = 0; i < EXPORT_RUNS; i += 1) {
      const answer = await timedGet(server.port, '/api/leads/export.csv', headers.sales);
      if (answer.status !== 200) throw new Error(`export answered ${answer.status}`);
      times.push(answer.ms);
      rows = answer.body.toString('utf8').split('\r\n').length - 2;
      bytes = answer.body.length;
    }
  } finally {
    clearInterval(sampler);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  return { median, p95: Math.max(...times), rows, bytes, before, peak, perSecond: rows / (median / 1000) };
}

async function measureStage(stage, env) {
  const server = await startServer(stage, [serverEntry], env, '/api/health');
  try {
    const headers = await headersFor(server.port);
    if (stage === 'seed only') {
      const courses = json(await timedGet(server.port, '/api/courses/summaries')).data;
      await signUpOnce(
        server.port,
        courses.slice(0, 2).map((course) => course.id),
      );
    }
    const ids = await idsOf(server.port, headers);
    const results = new Map();
    for (const query of queriesOf(ids)) {
      const urlOf = query.fresh ? (i) => `${query.url}&n=${i}` : () => query.url;
      const timing = await measure(server.port, urlOf, headers[query.who], { runs: RUNS, warmup: WARMUP });
      results.set(query.label, { ...query, ...timing, matched: query.rows(timing.last) });
    }
    return { results, exported: await measureExport(server, headers) };
  } finally {
    await stop(server);
  }
}

const ms = (value) => value.toFixed(1);

function printTable(seed, years) {
  const rows = [...years.results.values()].map((row) => ({
    query: row.label,
    'rows matched': String(row.matched),
    'seed median': ms(seed.results.get(row.label).median),
    median: ms(row.median),
    p95: ms(row.p95),
    goal: `≤ ${row.goal} ms`,
    '': row.p95 <= row.goal ? 'met' : 'MISSED',
  }));
  const { exported } = years;
  rows.push({
    query: 'CSV export, every request',
    'rows matched': String(exported.rows),
    'seed median': ms(seed.exported.median),
    median: ms(exported.median),
    p95: ms(exported.p95),
    goal: `≥ ${EXPORT_GOAL_ROWS_PER_S.toLocaleString('en')} rows/s`,
    '': exported.perSecond >= EXPORT_GOAL_ROWS_PER_S ? 'met' : 'MISSED',
  });
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 || i === 5 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join(' | ')
      .trimEnd();
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
  console.log(
    `\nCSV export: ${exported.rows.toLocaleString('en')} rows, ${(exported.bytes / 1e6).toFixed(1)} MB in ${(exported.median / 1000).toFixed(2)} s ` +
      `(median of ${EXPORT_RUNS}) = ${Math.round(exported.perSecond).toLocaleString('en')} rows/s; server RSS ${exported.before.toFixed(0)} MB before, ` +
      `at most ${exported.peak.toFixed(0)} MB while writing (seed: ${seed.exported.before.toFixed(0)} / ${seed.exported.peak.toFixed(0)} MB).`,
  );
}

async function main() {
  if (!fs.existsSync(serverEntry)) throw new Error('Build first: npm run build -w api');
  const kept = process.env.BENCH_YEARS_DATA_DIR;
  const dataDir = kept || fs.mkdtempSync(path.join(os.tmpdir(), 'bench-years-'));
  if (!kept) leftovers.add(dataDir);
  // The product's defaults otherwise (LOG_LEVEL as shipped; no SMTP server, so the outbox waits).
  const env = { HOST: '127.0.0.1', DATA_DIR: dataDir, CLIENTS_TOKEN, ADMIN_PASSWORD, SEED: 'true' };
  const seed = await measureStage('seed only', env);
  const started = Date.now();
  const steps = await fillYears(dataDir);
  const sizes = Object.entries(SIZES)
    .map(([name, size]) => `${size.toLocaleString('en')} ${name}`)
    .join(', ');
  console.log(
    `wrote ${sizes} in ${((Date.now() - started) / 1000).toFixed(1)} s (${steps.map((step) => `${step.step} ${step.seconds.toFixed(1)} s`).join('; ')})`,
  );
  const years = await measureStage('years', env);
  console.log(`\nYears of data on PGlite (${sizes}); ${RUNS} sequential requests per query after ${WARMUP}, ms; goals judged on p95:\n`);
  printTable(seed, years);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
