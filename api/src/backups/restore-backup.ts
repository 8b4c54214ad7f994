// Restores a backup into an empty database: the schema of the backup's version, every row in one transaction that
// commits only if each table's row count and digest match the manifest, then the migrations since, then the
// erasures made after the backup was taken (from the journal), so that nobody erased comes back.
import { eq, sql } from 'drizzle-orm';
import { createClientsRepository } from '../db/repositories/clients';
import { rowsOf, type DatabaseHandle } from '../db/database';
import { clients } from '../db/schema';
import { readBackupLines, TableDigest, type BackupHeader, type BackupManifest, type TableSummary } from './backup-file';
import { appliedMigration, emptyTables, migrateUpTo, resetSequences, rowLoader, stableJson, tableRows } from './database-dump';
import type { ErasureJournalFile } from './erasure-journal';

export interface RestoreReport {
  manifest: BackupManifest;
  /** Each table as restored: its rows and digest, equal to the manifest's (the restore fails otherwise). */
  tables: Record<string, TableSummary>;
  /** People erased after the backup was taken, erased again. */
  erasuresReapplied: number;
  /** The migration the database is at now (the backup's, or newer ones shipped since). */
  migration: string;
}

export class NotEmptyError extends Error {}
export class BackupCheckError extends Error {}

export interface RestoreOptions {
  key: string | null;
  /** Replaces what the database holds (everything in it is dropped first). */
  force?: boolean;
  journal?: ErasureJournalFile | null;
}

export async function restoreBackup(database: DatabaseHandle, file: string, options: RestoreOptions): Promise<RestoreReport> {
  const { db } = database;
  if (await holdsAnything(database)) {
    if (!options.force) throw new NotEmptyError('the database is not empty: restore into an empty one, or pass --force to replace what it holds');
    await db.execute(sql`drop schema if exists drizzle cascade`);
    await db.execute(sql`drop schema public cascade`);
    await db.execute(sql`create schema public`);
  }
  const lines = readBackupLines(file, options.key);
  const first = await lines.next();
  if (first.done || !first.value.startsWith('H ')) throw new BackupCheckError('not a backup of this site: it has no header');
  const header = JSON.parse(first.value.slice(2)) as BackupHeader;
  await migrateUpTo(db, header.migration.folderMillis);

  const { manifest, tables } = await db.transaction(async (tx) => {
    await stableJson(tx);
    const present = rowsOf<{ name: string }>(await tx.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`)).map((row) => row.name);
    await emptyTables(tx, present);
    let loader: ReturnType<typeof rowLoader> | null = null;
    let manifest: BackupManifest | null = null;
    for await (const line of lines) {
      const kind = line.slice(0, 2);
      if (kind === 'T ') {
        await loader?.flush();
        loader = rowLoader(tx, line.slice(2));
      } else if (kind === 'R ') {
        if (!loader) throw new BackupCheckError('a row comes before any table');
        await loader.add(line.slice(2));
      } else if (kind === 'M ') {
        manifest = JSON.parse(line.slice(2)) as BackupManifest;
      }
    }
    await loader?.flush();
    if (!manifest) throw new BackupCheckError('the backup is cut short: it has no manifest');
    await resetSequences(tx);
    const tables: Record<string, TableSummary> = {};
    for (const [table, expected] of Object.entries(manifest.tables)) {
      const digest = new TableDigest();
      for await (const row of tableRows(tx, table)) digest.add(row);
      tables[table] = digest.summary();
      if (tables[table].rows !== expected.rows || tables[table].digest !== expected.digest) {
        throw new BackupCheckError(`table ${table}: ${tables[table].rows} rows restored, the manifest says ${expected.rows} (or their content differs)`);
      }
    }
    return { manifest, tables };
  });

  await database.migrate();
  const erasuresReapplied = options.journal ? await reapplyErasures(database, options.journal, new Date(manifest.takenAt)) : 0;
  const migration = (await appliedMigration(db))?.tag ?? manifest.migration.tag;
  return { manifest, tables, erasuresReapplied, migration };
}

async function holdsAnything(database: DatabaseHandle): Promise<boolean> {
  if (await appliedMigration(database.db)) return true;
  const tables = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`));
  return (tables[0]?.n ?? 0) > 0;
}

/** Erases again each person the journal says was erased after the backup (the same person: their e-mail matches). */
async function reapplyErasures(database: DatabaseHandle, journal: ErasureJournalFile, takenAt: Date): Promise<number> {
  // Not journaled again: they are in the journal already.
  const repository = createClientsRepository(database.db);
  let erased = 0;
  for (const entry of await journal.since(takenAt)) {
    const [client] = await database.db.select({ email: clients.email, erasedAt: clients.erasedAt }).from(clients).where(eq(clients.id, entry.clientId));
    if (!client || client.erasedAt || !(await journal.matches(entry, client.email))) continue;
    await repository.erase(entry.clientId, entry.reason);
    erased += 1;
  }
  return erased;
}
