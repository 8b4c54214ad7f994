// `npm run retention -w api`: removes what the privacy policy no longer lets us keep (src/db/retention.ts),
// on the database the server uses (DATABASE_URL, or the embedded one under DATA_DIR), and says what it did.
import path from 'node:path';
import { getErrorMessage } from '@site/shared';
import { readEnvConfig } from './config';
import { createRepositories } from './db/create-repositories';
import { openDatabase } from './db/database';
import { applyRetention, RETENTION_YEARS } from './db/retention';
import { runningServerPid } from './server-pid';

async function main(): Promise<void> {
  const env = readEnvConfig();
  if (!env.databaseUrl) {
    const pid = runningServerPid(env.dataDir);
    if (pid !== null) {
      // The embedded database belongs to one process at a time.
      throw new Error(`the server (pid ${pid}) holds the embedded database in ${env.dataDir}: stop it first, or run this against DATABASE_URL`);
    }
  }
  const handle = await openDatabase(
    env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') },
  );
  try {
    const result = await applyRetention(handle.db, createRepositories(handle.db), env.auditRetentionDays);
    process.stdout.write(
      `Retention (${RETENTION_YEARS} years): ${result.erasedPeople} people erased, ${result.deletedConsentEntries} consent log entries of long-erased people deleted; ` +
        `audit log (${env.auditRetentionDays} days): ${result.deletedAuditEvents} events deleted.\n`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Retention failed: ${getErrorMessage(error)}\n`);
  process.exit(1);
});
