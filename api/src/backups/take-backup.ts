// Takes a backup while the site serves: every table read in one snapshot (on PostgreSQL a repeatable-read, read-only
// transaction that writers do not wait for; on the embedded database its single connection, so writes wait the
// few moments it takes), streamed into one file.
import type { DatabaseHandle } from '../db/database';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, TableDigest, writeBackupFile, type BackupHeader, type BackupManifest } from './backup-file';
import { appliedMigration, stableJson, tableRows, tablesInLoadOrder } from './database-dump';

export async function takeBackup(database: DatabaseHandle, file: string, key: string | null, now = () => new Date()): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  await writeBackupFile(file, key, async (line) => {
    await database.db.transaction(
      async (tx) => {
        await stableJson(tx);
        const migration = await appliedMigration(tx);
        if (!migration) throw new Error('the database has never been migrated: there is nothing to back up');
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_FORMAT_VERSION,
          takenAt: now().toISOString(),
          database: database.kind,
          migration,
        };
        await line(`H ${JSON.stringify(header)}`);
        const tables: BackupManifest['tables'] = {};
        for (const table of await tablesInLoadOrder(tx)) {
          await line(`T ${table}`);
          const digest = new TableDigest();
          for await (const row of tableRows(tx, table)) {
            digest.add(row);
            await line(`R ${row}`);
          }
          tables[table] = digest.summary();
        }
        manifest = { ...header, tables };
        await line(`M ${JSON.stringify(manifest)}`);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  });
  if (!manifest) throw new Error('the backup wrote no manifest');
  return manifest;
}
