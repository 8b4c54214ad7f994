// After the test files: removes the template databases the global setup made for this run.
const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  for (const file of [process.env.PGLITE_TEMPLATE, process.env.PGLITE_SEEDED_TEMPLATE, process.env.PGLITE_EMPTY_TEMPLATE, process.env.API_TEST_PHASES_FILE]) {
    if (file) rmSync(file, { force: true });
  }
  const serverUrl = process.env.DATABASE_URL;
  const templates = [process.env.PG_TEMPLATE, process.env.PG_SEEDED_TEMPLATE].filter(Boolean);
  if (!serverUrl || templates.length === 0) return;
  const { Client } = require('pg');
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const name of templates) await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
};
