// A database as an earlier build left it: migrated only up to one of the migrations, so a test can write rows
// the way that build did and then open the database with this build, which runs the migrations after it.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseOptions } from '../db/database';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder whose journal ends at `lastTag` (e.g. '0010_releases_previous_live'). */
async function migrationsUpTo(lastTag: string): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** Runs raw SQL on the database being prepared. */
export type RunSql = (statement: string, params?: unknown[]) => Promise<unknown[]>;

/**
 * Migrates the database at `options` (on-disk PGlite or PostgreSQL; it must be new) up to `lastTag`, lets
 * `fill` write rows as the build of that schema did, and closes it.
 */
export async function prepareAtMigration(options: DatabaseOptions, lastTag: string, fill: (run: RunSql) => Promise<void>): Promise<void> {
  const migrations = await migrationsUpTo(lastTag);
  try {
    if (options.kind === 'postgres') {
      const pool = new Pool({ connectionString: options.url, max: 1 });
      try {
        await migratePostgres(drizzlePostgres({ client: pool }), { migrationsFolder: migrations.folder });
        await fill(async (statement, params) => (await pool.query(statement, params)).rows as unknown[]);
      } finally {
        await pool.end();
      }
      return;
    }
    if (!options.dataDir) throw new Error('prepareAtMigration needs PGlite on disk: the next open must find the rows');
    const database = await openDatabase(options, {}, { migrate: false });
    try {
      const client = Reflect.get(database.db, '$client') as PGlite;
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrations.folder });
      await fill(async (statement, params) => (await client.query(statement, params)).rows);
    } finally {
      await database.close();
    }
  } finally {
    await migrations.remove();
  }
}
