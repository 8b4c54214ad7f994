// The backups' folder: each backup a file with a description beside it (`<name>.json`: when, size, checksum, the
// manifest's row counts, whether a restore of it was checked), the erasure journal, and which to keep.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Backup } from '@site/shared/contracts/backups';
import { errorCode } from '../lib/error-code';
import { fileChecksum, type BackupManifest } from './backup-file';

const NAME = /^(daily|manual)-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z\.backup$/;
const DAILY_KEPT = 7;
const WEEKLY_KEPT = 4;
const MANUAL_KEPT = 10;
/** Like the weekly ones: no backup keeps an erased person's data longer than about a month. */
const MANUAL_KEPT_DAYS = 35;
const LAST_FAILURE = 'last-failure.json';

export const isBackupName = (name: string) => NAME.test(name);

export function backupName(kind: Backup['kind'], takenAt: Date): string {
  return `${kind}-${takenAt.toISOString().slice(0, 19).replace(/:/g, '')}Z.backup`;
}

export function backupStore(folder: string) {
  const fileOf = (name: string) => path.join(folder, name);
  const describedBy = (name: string) => path.join(folder, `${name}.json`);

  async function read(name: string): Promise<Backup | null> {
    try {
      return JSON.parse(await readFile(describedBy(name), 'utf8')) as Backup;
    } catch (error: unknown) {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    }
  }

  return {
    folder,
    fileOf,

    /** Describes a backup just written. */
    async describe(name: string, manifest: BackupManifest, encrypted: boolean): Promise<Backup> {
      const file = fileOf(name);
      const backup: Backup = {
        name,
        kind: NAME.exec(name)![1] as Backup['kind'],
        takenAt: manifest.takenAt,
        size: (await stat(file)).size,
        sha256: await fileChecksum(file),
        encrypted,
        migration: manifest.migration.tag,
        rows: Object.fromEntries(Object.entries(manifest.tables).map(([table, summary]) => [table, summary.rows])),
        check: 'unchecked',
        checkedAt: null,
        checkMessage: null,
      };
      await writeFile(describedBy(name), JSON.stringify(backup, null, 2), { mode: 0o600 });
      return backup;
    },

    async markChecked(name: string, outcome: { ok: true } | { ok: false; message: string }, at: Date): Promise<void> {
      const backup = await read(name);
      if (!backup) return;
      const checked: Backup = {
        ...backup,
        check: outcome.ok ? 'checked' : 'failed',
        checkedAt: at.toISOString(),
        checkMessage: outcome.ok ? null : outcome.message,
      };
      await writeFile(describedBy(name), JSON.stringify(checked, null, 2), { mode: 0o600 });
    },

    read,

    /** The last failure of the daily work, kept beside the backups so that every process shows it; null clears it. */
    async recordFailure(failure: DailyFailure | null): Promise<void> {
      if (failure) {
        await mkdir(folder, { recursive: true });
        await writeFile(path.join(folder, LAST_FAILURE), JSON.stringify(failure), { mode: 0o600 });
      } else await rm(path.join(folder, LAST_FAILURE), { force: true });
    },

    async lastFailure(): Promise<DailyFailure | null> {
      try {
        return JSON.parse(await readFile(path.join(folder, LAST_FAILURE), 'utf8')) as DailyFailure;
      } catch (error: unknown) {
        if (errorCode(error) === 'ENOENT') return null;
        throw error;
      }
    },

    /** Every described backup whose file is there, newest first. */
    async list(): Promise<Backup[]> {
      const names = await readdir(folder).catch((error: unknown) => {
        if (errorCode(error) === 'ENOENT') return [] as string[];
        throw error;
      });
      const backups = await Promise.all(names.filter((name) => NAME.test(name)).map(read));
      return backups.filter((backup): backup is Backup => backup !== null).sort((a, b) => b.takenAt.localeCompare(a.takenAt));
    },

    /** Keeps the newest 7 daily backups and the newest of each of the last 4 weeks, and the newest 10 taken on demand in the last 35 days. */
    async prune(now = new Date()): Promise<string[]> {
      const backups = await this.list();
      const daily = backups.filter((backup) => backup.kind === 'daily');
      const keep = new Set(daily.slice(0, DAILY_KEPT).map((backup) => backup.name));
      const weeks = new Set<string>();
      for (const backup of daily) {
        const week = weekOf(new Date(backup.takenAt));
        if (weeks.has(week) || weeks.size >= WEEKLY_KEPT) continue;
        weeks.add(week);
        keep.add(backup.name);
      }
      const manualSince = now.getTime() - MANUAL_KEPT_DAYS * 24 * 3_600_000;
      const manual = backups.filter((each) => each.kind === 'manual' && Date.parse(each.takenAt) >= manualSince);
      for (const backup of manual.slice(0, MANUAL_KEPT)) keep.add(backup.name);
      const removed = backups.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name);
      for (const name of removed) {
        await rm(fileOf(name), { force: true });
        await rm(describedBy(name), { force: true });
      }
      return removed;
    },
  };
}

export type BackupStore = ReturnType<typeof backupStore>;

/** What failed last: the backup itself, or the check of one. */
export interface DailyFailure {
  what: 'backup' | 'check';
  at: string;
  message: string;
}

/** The Monday (UTC) that begins the week of `day`. */
function weekOf(day: Date): string {
  const monday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}
