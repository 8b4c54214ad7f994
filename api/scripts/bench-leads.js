// The leads inbox at 100,000 requests, on embedded PGlite (issue 17's goal: the first page and a filtered
// page within 100 ms at the API). The built server starts on a fresh seeded database and is measured with
// the seed's handful of requests (the baseline of this run), then stopped; 100,000 requests of 60,000
// people are written straight into its database, and the server is started and measured again.
//
// Each query is timed from this process over loopback (sequential requests, after warm-up), so a figure is
// the API's whole answer time: parsing, auth, both SQL queries (page and count), serialisation.
// Options (environment): BENCH_LEADS (100000), BENCH_LEADS_RUNS (30 timed requests per query),
// BENCH_LEADS_DATA_DIR (an empty folder to use and keep, e.g. to look at query plans afterwards).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { rssMb } = require('./bench/proc');
const { leftovers, startServer, stop } = require('./bench/servers');

const LEADS = Number(process.env.BENCH_LEADS || 100_000);
const PEOPLE = Math.round(LEADS * 0.6);
const RUNS = Number(process.env.BENCH_LEADS_RUNS || 30);
const WARMUP = 5;
const GOAL_MS = 100;
const TOKEN = 'bench-leads-token-123';
const serverEntry = path.join(__dirname, '..', 'dist', 'server.js');
const { openDatabase } = require(path.join(__dirname, '..', 'dist', 'db', 'database.js'));

async function timed(port, url) {
  const started = process.hrtime.bigint();
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const body = await response.text();
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return { elapsed, body };
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function measure(port, url) {
  for (let i = 0; i < WARMUP; i += 1) await timed(port, url);
  const times = [];
  let body = '';
  for (let i = 0; i < RUNS; i += 1) ({ elapsed: times[i], body } = await timed(port, url));
  const total = url.includes('.csv') ? body.split('\r\n').length - 2 : JSON.parse(body).data.total;
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), total };
}

/** 100,000 requests of every kind and status over three years, written in a few set-based statements. */
async function fill(dataDir) {
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const run = (text) => handle.db.execute(text);
  const { sql } = require('drizzle-orm');
  await run(
    sql.raw(`
    insert into clients (full_name, email, phone, registration_source, created_at, updated_at)
    select 'Клиент ' || g, 'client' || g || '@example.bg', '0888 ' || lpad(g::text, 6, '0'), 'Free Consultation',
      now() - (g || ' minutes')::interval * 15, now() - (g || ' minutes')::interval * 15
    from generate_series(1, ${PEOPLE}) g`),
  );
  await run(
    sql.raw(`
    with course_list as (select array_agg(id order by id) ids from courses),
    event_list as (select array_agg(id order by id) ids, array_agg(title order by id) titles from events),
    people as (select min(id) first_id from clients where email like 'client%@example.bg')
    insert into registrations (client_id, full_name, phone, registration_source, course_ids, kind, event_id, status, search_text,
      agreed_to_privacy_policy, agreed_to_terms_of_service, agreed_to_marketing_policy, agreed_to_cookie_policy, created_at)
    select people.first_id + (g % ${PEOPLE}), 'Клиент ' || (1 + g % ${PEOPLE}), '0888 ' || lpad((1 + g % ${PEOPLE})::text, 6, '0'),
      case g % 4 when 0 then 'Free Consultation' when 3 then event_list.titles[1 + g % array_length(event_list.ids, 1)] else 'Курс' end,
      case when g % 4 in (1, 2) then jsonb_build_array(course_list.ids[1 + g % array_length(course_list.ids, 1)]) else '[]'::jsonb end,
      case g % 4 when 0 then 'consultation' when 1 then 'course' when 2 then 'vip' else 'event' end,
      case when g % 4 = 3 then event_list.ids[1 + g % array_length(event_list.ids, 1)] end,
      case when (g / 7) % 10 < 6 then 'closed' when (g / 7) % 10 < 9 then 'contacted' else 'new' end,
      'клиент ' || (1 + g % ${PEOPLE}) || ' client' || (1 + g % ${PEOPLE}) || '@example.bg 0888' || lpad((1 + g % ${PEOPLE})::text, 6, '0'),
      true, true, g % 3 = 0, g % 5 = 0,
      now() - (g || ' minutes')::interval * 15
    from generate_series(1, ${LEADS}) g, course_list, event_list, people`),
  );
  await run(sql.raw('analyze'));
  await handle.close();
}

async function main() {
  if (!fs.existsSync(serverEntry)) throw new Error('Build first: npm run build -w api');
  const kept = process.env.BENCH_LEADS_DATA_DIR;
  const dataDir = kept || fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
  if (!kept) leftovers.add(dataDir);
  const env = { DATA_DIR: dataDir, CLIENTS_TOKEN: TOKEN, ADMIN_PASSWORD: 'bench-admin-password', LOG_LEVEL: 'warn' };
  const queries = [
    ['first page', '/api/leads'],
    ['filtered: kind + status', '/api/leads?kind=vip&status=new'],
    ['filtered: a course', '/api/leads?courseId=1'],
    ['filtered: date range', '/api/leads?from=2025-01-01&to=2025-03-31'],
    ['search: phone digits', '/api/leads?q=0888%20012%20345'],
    ['search: name', '/api/leads?q=%D0%BA%D0%BB%D0%B8%D0%B5%D0%BD%D1%82%2054321'],
  ];
  const results = [];
  let exportMemory = null;
  for (const stage of ['seed only', `${LEADS.toLocaleString('en')} requests`]) {
    if (stage !== 'seed only') {
      const started = Date.now();
      await fill(dataDir);
      console.log(`wrote ${LEADS} requests of ${PEOPLE} people in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const server = await startServer(stage, [serverEntry], env, '/api/health');
    try {
      for (const [label, url] of queries) results.push({ stage, label, ...(await measure(server.port, url)) });
      if (stage !== 'seed only') {
        // The export streams: the server's memory while it writes every row says whether it held them all.
        const before = rssMb(server.pid);
        let peak = before;
        const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
        const started = Date.now();
        const csv = await timed(server.port, '/api/leads/export.csv');
        clearInterval(sampler);
        results.push({ stage, label: 'CSV export, every row', median: Date.now() - started, p95: NaN, total: csv.body.split('\r\n').length - 2 });
        exportMemory = { before, peak, megabytes: Buffer.byteLength(csv.body) / 1e6 };
      }
    } finally {
      await stop(server);
    }
  }
  console.log(`\nLeads inbox on PGlite, ${RUNS} sequential requests per query (ms; goal ≤ ${GOAL_MS} ms at ${LEADS.toLocaleString('en')}):`);
  console.log('query                      | matches   | seed median | median  | p95     | ×seed | goal');
  for (const [label] of [...queries, ['CSV export, every row']]) {
    const base = results.find((row) => row.stage === 'seed only' && row.label === label);
    const big = results.find((row) => row.stage !== 'seed only' && row.label === label);
    if (!big) continue;
    const ratio = base ? (big.median / base.median).toFixed(1) : '-';
    const verdict = label.startsWith('CSV') ? '' : big.p95 <= GOAL_MS ? 'met' : 'MISSED';
    console.log(
      `${label.padEnd(26)} | ${String(big.total).padStart(9)} | ${base ? base.median.toFixed(1).padStart(11) : '-'.padStart(11)} | ${big.median.toFixed(1).padStart(7)} | ${Number.isNaN(big.p95) ? '-'.padStart(7) : big.p95.toFixed(1).padStart(7)} | ${String(ratio).padStart(5)} | ${verdict}`,
    );
  }
  if (exportMemory) {
    console.log(
      `\nCSV export: ${exportMemory.megabytes.toFixed(1)} MB written; server memory ${exportMemory.before.toFixed(0)} MB before, at most ${exportMemory.peak.toFixed(0)} MB while writing.`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
