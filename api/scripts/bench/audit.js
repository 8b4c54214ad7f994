// The audit log with years of events: a million rows (written straight into the server's database while it is
// stopped), then «Дневник»'s pages read through the API as an owner: the newest page, each filter, a page deep
// in the log, and a page of one client's events. Each is timed against the same request on the log as it was
// before the million (a few hundred rows), in the same run: the ratio is what the million costs.
'use strict';
const http = require('node:http');
const { median, ms, goal, printTable } = require('./report');

const ROWS = 1_000_000;
const PEOPLE = 40;
const CLIENTS = 50_000;
const PAGE_GOAL_MS = 50;
const TIMES = 15;

function request(port, method, urlPath, headers = {}, body = undefined) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function ownerHeaders(port, password) {
  const answer = await request(port, 'POST', '/api/auth/verify-token', { 'content-type': 'application/json' }, JSON.stringify({ token: password }));
  if (answer.status !== 200) throw new Error(`owner sign-in answered ${answer.status}`);
  return { authorization: `Bearer ${JSON.parse(answer.body).data.accessToken}` };
}

/** The pages «Дневник» asks for; `deep` is an id half-way down the million. */
function pagesOf(deep) {
  const day = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
  return [
    ['newest page', '/api/audit'],
    ['one person', '/api/audit?personId=7'],
    ['one action', `/api/audit?action=${encodeURIComponent('GET /api/clients/:id')}`],
    ['one client', '/api/audit?subjectKind=clients&subjectId=1234'],
    ['one day', `/api/audit?from=${day}&to=${day}`],
    ['person and day', `/api/audit?personId=7&from=${day}&to=${day}`],
    ['deep page', `/api/audit?before=${deep}`],
  ];
}

async function timePage(port, headers, urlPath) {
  const times = [];
  for (let index = 0; index < TIMES; index += 1) {
    const started = process.hrtime.bigint();
    const answer = await request(port, 'GET', urlPath, headers);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (answer.status !== 200) throw new Error(`${urlPath} answered ${answer.status}`);
  }
  return median(times.slice(2));
}

/** A million events over two years: sign-ins, reads of client cards and lookups, content writes. */
async function fillMillion(dataDir) {
  const path = require('node:path');
  const { openDatabase, rowsOf } = require('../../dist/db/database');
  const { sql } = require('drizzle-orm');
  // The server keeps its embedded database in DATA_DIR/pglite.
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const started = Date.now();
    await database.db.execute(
      sql.raw(`
      insert into audit_events (at, person_id, credential, address, user_agent, action, subject_kind, subject_id, outcome)
      select now() - (interval '2 years' * (${ROWS} - n) / ${ROWS}),
             1 + n % ${PEOPLE}, 'session', '10.0.' || (n % 250) || '.' || (n % 200), 'Mozilla/5.0 (bench)',
             (array['GET /api/clients/:id', 'GET /api/clients/by-email', 'sign-in', 'PUT /api/courses/:id', 'GET /api/leads'])[1 + n % 5],
             (array['clients', 'clients', null, 'courses', 'leads'])[1 + n % 5],
             case when n % 5 in (0, 1) then (1 + n % ${CLIENTS})::text when n % 5 = 3 then (1 + n % 300)::text end,
             case when n % 97 = 0 then 'refused' else 'ok' end
      from generate_series(1, ${ROWS}) as n`),
    );
    await database.db.execute(sql.raw('analyze audit_events'));
    const [{ id }] = rowsOf(await database.db.execute(sql.raw(`select id from audit_events order by id desc offset ${ROWS / 2} limit 1`)));
    return { seconds: (Date.now() - started) / 1000, deep: Number(id) };
  } finally {
    await database.close();
  }
}

/** `startApi(label, dataDir)` starts the built server on that PGlite folder; `stop` stops it. */
async function benchAudit({ startApi, stop, dataDir, adminPassword }) {
  console.log(
    `\naudit log: «Дневник»'s pages through GET /api/audit as an owner, median of ${TIMES - 2} after 2, before and after ${ROWS.toLocaleString('en')} events`,
  );
  let api = await startApi('api-audit', dataDir);
  let headers = await ownerHeaders(api.port, adminPassword);
  const before = [];
  for (const [name, urlPath] of pagesOf(1_000_000_000)) before.push([name, await timePage(api.port, headers, urlPath)]);
  await stop(api);

  const fill = await fillMillion(dataDir);
  console.log(`  filled ${ROWS.toLocaleString('en')} events in ${fill.seconds.toFixed(0)} s (straight into the database, the server stopped)`);
  api = await startApi('api-audit', dataDir);
  try {
    headers = await ownerHeaders(api.port, adminPassword);
    const rows = [];
    for (const [name, urlPath] of pagesOf(fill.deep)) {
      const after = await timePage(api.port, headers, urlPath);
      const baseline = before.find(([page]) => page === name)[1];
      const state = goal('audit log', `${name} ≤ ${PAGE_GOAL_MS} ms with a million events`, after <= PAGE_GOAL_MS, `${ms(after)} ms`);
      rows.push({
        page: name,
        'few rows ms': ms(baseline),
        'million ms': ms(after),
        ratio: (after / baseline).toFixed(2),
        [`goal ≤ ${PAGE_GOAL_MS} ms`]: state,
      });
    }
    printTable(rows);
  } finally {
    await stop(api);
  }
}

module.exports = { benchAudit };
