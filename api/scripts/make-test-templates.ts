// Makes, once per test run, the databases every API test file starts from instead of migrating (and
// seeding) its own: one migrated, one migrated and seeded as `seed: true` leaves it (with no PUBLIC_URL), and
// on PGlite an empty one (initialised, no migration: initdb costs seconds and grows the process's memory).
// Run by the jest global setup (scripts/jest-global-setup.js) in a process of its own, through tsx:
//   tsx --conditions=source api/scripts/make-test-templates.ts pglite <migrated.tar> <seeded.tar> <empty.tar>
//   tsx --conditions=source api/scripts/make-test-templates.ts postgres <migrated-db> <seeded-db>   (DATABASE_URL set)
// On PGlite the templates are data-directory dumps (loadDataDir); on PostgreSQL, databases that
// `CREATE DATABASE … TEMPLATE` copies. Prints each step's time as JSON on the last line.
import { writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { seedDatabase } from '../src/db/seed';
import { articleHtmlFor } from '../src/lib/article-html';

const timings: Record<string, number> = {};
async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    timings[step] = (timings[step] ?? 0) + Math.round(performance.now() - start);
  }
}

async function dump(database: DatabaseHandle, file: string): Promise<void> {
  const client = Reflect.get(database.db, '$client') as PGlite;
  const data = await client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await data.arrayBuffer()));
}

async function pglite(migratedFile: string, seededFile: string, emptyFile: string): Promise<void> {
  const database = await timed('open and migrate', () => openDatabase({ kind: 'pglite' }, {}, { migrate: false }));
  try {
    // The app never creates a database, so the copies leave out template0 and template1: every test file loads
    // its copy into memory, and a third less to load is 0.2 s of CPU less a file.
    await database.db.execute(sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
    await database.db.execute(sql`drop database template0`);
    await database.db.execute(sql`drop database template1`);
    await timed('dump', () => dump(database, emptyFile));
    await timed('open and migrate', () => database.migrate());
    await timed('dump', () => dump(database, migratedFile));
    await timed('seed', () => seedDatabase(database.db, articleHtmlFor(null)));
    await timed('dump', () => dump(database, seededFile));
  } finally {
    await database.close();
  }
}

async function postgres(serverUrl: string, migratedName: string, seededName: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const name of [migratedName, seededName]) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    }
  } finally {
    await admin.end();
  }
  const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  for (const [name, seeded] of [
    [migratedName, false],
    [seededName, true],
  ] as const) {
    const database = await timed('open and migrate', () => openDatabase({ kind: 'postgres', url: urlOf(name) }));
    try {
      if (seeded) await timed('seed', () => seedDatabase(database.db, articleHtmlFor(null)));
    } finally {
      await database.close();
    }
  }
}

async function main(): Promise<void> {
  const [kind, migrated, seeded, empty] = process.argv.slice(2);
  if (!migrated || !seeded || (kind === 'pglite' && !empty) || (kind !== 'pglite' && kind !== 'postgres')) {
    throw new Error('usage: make-test-templates.ts pglite <migrated> <seeded> <empty> | postgres <migrated> <seeded>');
  }
  if (kind === 'pglite') await pglite(migrated, seeded, empty!);
  else {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('DATABASE_URL is not set');
    await postgres(serverUrl, migrated, seeded);
  }
  console.log(JSON.stringify(timings));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
