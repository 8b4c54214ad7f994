// The check of a backup, run as a child process of the server: restores the file into a scratch embedded database in
// memory (which the child gives back to the system when it exits) and prints one JSON line: {"ok":true,…} or
// {"ok":false,"message":…}. BACKUP_KEY comes through the environment, never the command line.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { getErrorMessage } from '@site/shared';
import { openDatabase } from '../db/database';
import { LEAN_MALLOC_ENV } from '../lib/lean-malloc';
import { restoreBackup } from './restore-backup';

export type CheckOutcome = { ok: true } | { ok: false; message: string };

export interface CheckOptions {
  /** Bounds the child's run. */
  timeoutMs?: number;
  /**
   * A dumped, initialised empty data directory (tar) the scratch database starts from instead of running initdb,
   * which costs seconds of CPU and ~650 MB: the tests pass the one their global setup made once for the run.
   */
  emptyDatabaseFile?: string;
}

/** Runs this file as a child on `file`. */
export async function checkInChild(file: string, key: string | null, { timeoutMs = 10 * 60_000, emptyDatabaseFile }: CheckOptions = {}): Promise<CheckOutcome> {
  const childArgs = [__filename, file, ...(emptyDatabaseFile ? [emptyDatabaseFile] : [])];
  // Under the tests the sources run through tsx, with @site/shared from its sources too.
  const args = __filename.endsWith('.ts') ? ['--import', 'tsx', '--conditions=source', ...childArgs] : childArgs;
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, ...LEAN_MALLOC_ENV, ...(key === null ? {} : { BACKUP_KEY: key }) };
  try {
    const { stdout } = await promisify(execFile)(process.execPath, args, { env, timeout: timeoutMs, maxBuffer: 1024 * 1024 });
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as CheckOutcome;
  } catch (error: unknown) {
    const stdout = (error as { stdout?: string }).stdout?.trim().split('\n').at(-1);
    if (stdout?.startsWith('{')) return JSON.parse(stdout) as CheckOutcome;
    return { ok: false, message: getErrorMessage(error) };
  }
}

async function main(file: string, emptyDatabaseFile: string | undefined): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', templateFile: emptyDatabaseFile }, {}, { migrate: false });
  try {
    await restoreBackup(database, file, { key: process.env.BACKUP_KEY || null });
    process.stdout.write(`${JSON.stringify({ ok: true })}\n`);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main(process.argv[2] ?? '', process.argv[3]).catch((error: unknown) => {
    process.stdout.write(`${JSON.stringify({ ok: false, message: getErrorMessage(error) })}\n`);
    process.exit(1);
  });
}
