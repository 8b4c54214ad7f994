// Before the test files run: the front-end is built if it is not (see ensureFrontEndBuilt), and the
// databases every test file's fresh one is copied from are made for this run (scripts/make-test-templates.ts):
// migrated, migrated and seeded, and an empty embedded one (initialised only; on PostgreSQL too, for the backup
// check). Initialising, migrating and seeding once instead of in every file saves seconds a file;
// jest-global-teardown.js removes them.
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const tsxCli = require.resolve('tsx/cli');

const repoRoot = path.join(__dirname, '..', '..');
const frontEnds = ['shell', 'mf-catalog', 'mf-articles', 'mf-admin', 'mf-clients'];

/** The server-rendering tests render with the built front-end (as the server does): build it when it is missing. */
function ensureFrontEndBuilt() {
  const missing = frontEnds.filter((app) => !existsSync(path.join(repoRoot, app, 'dist', 'server', app === 'shell' ? 'index.js' : 'remoteEntry.js')));
  if (missing.length === 0) return;
  console.log(`\nBuilding ${missing.join(', ')} for the server-rendering tests…`);
  const started = Date.now();
  execFileSync('npm', ['run', 'build', ...missing.flatMap((app) => ['-w', app])], { cwd: repoRoot, stdio: 'inherit' });
  process.env.API_TEST_BUILD_MS = String(Date.now() - started);
}

module.exports = async function globalSetup() {
  const started = Date.now();
  await prepare();
  // For the timing reporter (scripts/jest/timing-reporter.js), which runs in this process.
  process.env.API_TEST_GLOBAL_SETUP_MS = String(Date.now() - started);
  process.env.API_TEST_PHASES_FILE = path.join(os.tmpdir(), `api-test-phases-${process.pid}-${started}.jsonl`);
};

async function prepare() {
  ensureFrontEndBuilt();
  const stamp = `${process.pid}_${Date.now()}`;
  const onPostgres = Boolean(process.env.DATABASE_URL);
  // The empty embedded database is made on PostgreSQL too: the backup check always restores into embedded PGlite.
  const empty = path.join(os.tmpdir(), `api-pglite-empty-${stamp}.tar`);
  const [migrated, seeded] = onPostgres
    ? [`api_template_migrated_${stamp}`, `api_template_seeded_${stamp}`]
    : ['migrated', 'seeded'].map((start) => path.join(os.tmpdir(), `api-pglite-${start}-${stamp}.tar`));
  const script = path.join(__dirname, 'make-test-templates.ts');
  const output = execFileSync(process.execPath, [tsxCli, '--conditions=source', script, onPostgres ? 'postgres' : 'pglite', migrated, seeded, empty], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.env.API_TEST_TEMPLATE_STEPS = output.trim().split('\n').pop() ?? '';
  if (onPostgres) Object.assign(process.env, { PG_TEMPLATE: migrated, PG_SEEDED_TEMPLATE: seeded, PGLITE_EMPTY_TEMPLATE: empty });
  else Object.assign(process.env, { PGLITE_TEMPLATE: migrated, PGLITE_SEEDED_TEMPLATE: seeded, PGLITE_EMPTY_TEMPLATE: empty });
}
