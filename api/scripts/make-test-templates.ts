// Makes, once per test run, the databases every API test file starts from instead of migrating (and
// seeding) its own: one migrated, one migrated and seeded as `seed: true` leaves it (with no PUBLIC_URL), and
// an empty embedded one (initialised, no migration: initdb costs seconds and grows the process's memory).
// Run by the jest global setup (scripts/jest-global-setup.js) in a process of its own, through tsx:
//   tsx --conditions=source api/scripts/make-test-templates.ts pglite <migrated.tar> <seeded.tar> <empty.tar>
//   tsx --conditions=source api/scripts/make-test-templates.ts postgres <migrated-db> <seeded-db> <empty.tar>   (DATABASE_URL set)
// On PGlite the templates are data-directory dumps (loadDataDir); on PostgreSQL, databases that
// `CREATE DATABASE … TEMPLATE` copies. Prints each step's time as JSON on the last line.
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { Pack, Parser, type ReadEntry } from 'tar';
import { openDatabase, PGLITE_SETTINGS, type DatabaseHandle } from '../src/db/database';
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

/**
 * The data directory as a tar, after a checkpoint, without the WAL segments PostgreSQL recycled for later use (files
 * named after the current one, holding old records no start reads): a new segment is made when one is needed.
 */
async function dump(client: PGlite, file: string): Promise<void> {
  await client.query('checkpoint');
  const [wal] = (
    await client.query<{ redo: string; current: string }>(
      'select redo_wal_file as redo, pg_walfile_name(pg_current_wal_insert_lsn()) as current from pg_control_checkpoint()',
    )
  ).rows;
  if (!wal) throw new Error('no checkpoint');
  const data = await client.dumpDataDir('none');
  await writeFile(
    file,
    await tarWithout(Buffer.from(await data.arrayBuffer()), (name) => isWalSegment(name) && !(wal.redo <= segmentOf(name) && segmentOf(name) <= wal.current)),
  );
}

const WAL_SEGMENT = /^\/?pg_wal\/([0-9A-F]{24})$/;
const isWalSegment = (name: string) => WAL_SEGMENT.test(name);
const segmentOf = (name: string) => WAL_SEGMENT.exec(name)?.[1] ?? '';

/** The tar `dumpDataDir` wrote without the files `leaveOut` names; every other entry is copied as it was. */
async function tarWithout(tar: Buffer, leaveOut: (name: string) => boolean): Promise<Buffer> {
  const pack = new Pack({ preservePaths: true });
  const chunks: Buffer[] = [];
  pack.on('data', (chunk: Buffer) => chunks.push(chunk));
  const packed = new Promise<void>((resolve, reject) => pack.on('end', resolve).on('error', reject));
  const parser = new Parser({ filter: (name) => !leaveOut(name), onReadEntry: (entry: ReadEntry) => void pack.add(entry) });
  await new Promise<void>((resolve, reject) => parser.on('end', resolve).on('error', reject).end(tar));
  pack.end();
  await packed;
  return Buffer.concat(chunks);
}

const clientOf = (database: DatabaseHandle) => Reflect.get(database.db, '$client') as PGlite;

/**
 * A new embedded database, initialised (initdb), without template0 and template1, dumped to `emptyFile`. Every test
 * database is a copy of it loaded into memory, so the copies leave out what the tests never use: the app never
 * creates a database, so template0 and template1 go (a third less to load, 0.2 s of CPU less a file), and the WAL is
 * written in 1 MB segments, where a data directory otherwise holds its current 16 MB segment in full, more than half
 * of each copy (test databases only; the site's own keep 16 MB segments). Shared buffers as the site's.
 */
async function emptyPglite(emptyFile: string): Promise<void> {
  const client = await timed('initdb', async () => {
    const made = new PGlite({ initDbStartParams: ['--wal-segsize=1', ...PGLITE_SETTINGS] });
    await made.waitReady;
    return made;
  });
  try {
    await client.query(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
    await client.query('drop database template0');
    await client.query('drop database template1');
    await timed('dump', () => dump(client, emptyFile));
  } finally {
    await client.close();
  }
}

async function pglite(migratedFile: string, seededFile: string, emptyFile: string): Promise<void> {
  await emptyPglite(emptyFile);
  const database = await timed('migrate', () => openDatabase({ kind: 'pglite', templateFile: emptyFile }, {}, { migrate: false }));
  try {
    await timed('migrate', () => database.migrate());
    await timed('dump', () => dump(clientOf(database), migratedFile));
    await timed('seed', () => seedDatabase(database.db, articleHtmlFor(null)));
    await timed('dump', () => dump(clientOf(database), seededFile));
  } finally {
    await database.close();
  }
}

/**
 * On PostgreSQL the empty embedded database is made too: the backup check always restores into embedded PGlite, and
 * starts from it. Made first, not beside the server's templates: PGlite's initdb holds the event loop for seconds
 * (synchronous WebAssembly), long enough for a connection the server opened meanwhile to pass its connect timeout.
 */
async function postgres(serverUrl: string, migratedName: string, seededName: string, emptyPgliteFile: string): Promise<void> {
  await emptyPglite(emptyPgliteFile);
  await postgresTemplates(serverUrl, migratedName, seededName);
}

async function postgresTemplates(serverUrl: string, migratedName: string, seededName: string): Promise<void> {
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
  if (!migrated || !seeded || !empty || (kind !== 'pglite' && kind !== 'postgres')) {
    throw new Error('usage: make-test-templates.ts pglite <migrated> <seeded> <empty> | postgres <migrated> <seeded> <empty-pglite>');
  }
  if (kind === 'pglite') await pglite(migrated, seeded, empty);
  else {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('DATABASE_URL is not set');
    await postgres(serverUrl, migrated, seeded, empty);
  }
  console.log(JSON.stringify(timings));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
