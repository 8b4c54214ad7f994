// Before the test files run: the front-end is built if it is not (see ensureFrontEndBuilt), and one in-memory PGlite is initialised and migrated, and its data directory is
// dumped to a file that every test file's fresh database starts from (initdb alone takes seconds).
// Keyed by the migrations and PGlite's version, so a schema change makes a new template.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const migrationsFolder = path.join(__dirname, '..', 'drizzle');

function templatePath() {
  const hash = createHash('sha256');
  const pgliteRoot = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..');
  hash.update(readFileSync(path.join(pgliteRoot, 'package.json')));
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql')) hash.update(readFileSync(path.join(migrationsFolder, name)));
  }
  hash.update(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')));
  return path.join(os.tmpdir(), `api-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

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
  if (process.env.DATABASE_URL) return;
  const file = templatePath();
  process.env.PGLITE_TEMPLATE = file;
  if (existsSync(file)) return;
  const { PGlite } = require('@electric-sql/pglite');
  const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = require('drizzle-orm/pglite');
  const { migrate } = require('drizzle-orm/pglite/migrator');
  // The same extensions as the app's own PGlite (src/db/database.ts).
  const client = new PGlite({ extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, file);
}
