// `npm run restore -- <file> [--force]`: restores a backup into the database the server would use (DATABASE_URL, or
// the embedded one under DATA_DIR), which must be empty unless --force; checks every table against the manifest,
// erases again the people erased since (the journal in BACKUP_DIR), and prints what it did. BACKUP_KEY opens a
// sealed backup.
import path from 'node:path';
import { getErrorMessage } from '@site/shared';
import { readEnvConfig } from '../config';
import { openDatabase } from '../db/database';
import { runningServerPid } from '../server-pid';
import { erasureJournal } from './erasure-journal';
import { restoreBackup } from './restore-backup';

async function main(args: string[]): Promise<void> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('--')) throw new Error('usage: npm run restore -- <backup file> [--force]');
  // npm runs scripts in the project's folder; the file is named from where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const env = readEnvConfig();
  if (!env.databaseUrl) {
    const pid = runningServerPid(env.dataDir);
    if (pid !== null) throw new Error(`the server (pid ${pid}) holds the embedded database in ${env.dataDir}: stop it first`);
  }
  const target = env.databaseUrl ? 'the PostgreSQL database at DATABASE_URL' : path.join(env.dataDir, 'pglite');
  const database = await openDatabase(
    env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') },
    {},
    { migrate: false },
  );
  try {
    const report = await restoreBackup(database, file, { key: env.backups.key, force, journal: erasureJournal(env.backups.dir) });
    const out = (line: string) => process.stdout.write(`${line}\n`);
    out(`Restored ${path.basename(file)} (taken ${report.manifest.takenAt} from ${report.manifest.database}) into ${target}.`);
    out('Every table matches the backup’s manifest:');
    for (const [table, summary] of Object.entries(report.tables))
      out(`  ${table.padEnd(28)} ${String(summary.rows).padStart(8)} rows  ${summary.digest.slice(0, 16)}…  ok`);
    out(`Schema: ${report.manifest.migration.tag} in the backup, ${report.migration} now.`);
    out(`Erased again (erased after the backup was taken, from ${path.join(env.backups.dir, 'erasures.jsonl')}): ${report.erasuresReapplied}.`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`Restore failed: ${getErrorMessage(error)}\n`);
  process.exit(1);
});
