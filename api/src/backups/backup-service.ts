// The server's backups: one now on demand, one a day at BACKUP_AT (when BACKUP_DIR is set), each scheduled one
// restored into a scratch database in a child process and marked checked or failed, the old ones pruned, and the
// owners told by e-mail when a scheduled one fails. With several processes one does the daily work (a lock).
import type { FastifyBaseLogger } from 'fastify';
import { getErrorMessage } from '@site/shared';
import type { Backup, BackupOverview } from '@site/shared/contracts/backups';
import type { AppConfig } from '../app-config';
import type { Repositories } from '../db/create-repositories';
import type { DatabaseHandle } from '../db/database';
import { vacuumEmbedded } from '../db/maintenance';
import { applyRetention } from '../db/retention';
import { createBackgroundTask, type BackgroundTask } from '../lib/background-task';
import { safeErrorLog } from '../lib/safe-error-log';
import { backupFailed } from '../mail/backup-messages';
import type { MailService } from '../mail/mail-service';
import { backupName, backupStore, isBackupName } from './backup-store';
import { checkInChild, type CheckOutcome } from './check-backup';
import { takeBackup } from './take-backup';

/** Constants shared by the processes of this app: one of them does the day's work; one backup is taken at a time. */
const DAILY_WORK_LOCK = 7_351_020_002;
const BACKUP_LOCK = 7_351_020_003;
/** How often each process looks whether the day's work is due. */
const LOOK_EVERY_MS = 60_000;
/** After a failed daily backup, the next try (and e-mail) waits this long: a full disk does not mail every minute. */
const RETRY_AFTER_MS = 6 * 3_600_000;

export interface BackupService {
  /** Takes a backup now (on demand), or null when another is being taken. */
  takeNow(): Promise<Backup | null>;
  overview(): Promise<BackupOverview>;
  /** The file of a listed backup, or null. */
  fileOf(name: string): Promise<string | null>;
  /** The daily work: the backup (when BACKUP_DIR is set), its check, pruning, then the retention rules and vacuuming. */
  daily: BackgroundTask;
}

export interface BackupServiceOptions {
  config: AppConfig;
  database: DatabaseHandle;
  repos: Repositories;
  mail: MailService;
  log: FastifyBaseLogger;
  now?: () => Date;
  check?: (file: string, key: string | null) => Promise<CheckOutcome>;
}

/** The last time the daily work was due at `at` (HH:MM, the server's local time) on or before `now`. */
export function lastDueTime(now: Date, at: string): Date {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  const due = new Date(now);
  due.setHours(hours, minutes, 0, 0);
  if (due.getTime() > now.getTime()) due.setDate(due.getDate() - 1);
  return due;
}

export function createBackupService({ config, database, repos, mail, log, now = () => new Date(), check = checkInChild }: BackupServiceOptions): BackupService {
  const settings = config.backups;
  const schedule = config.daily ?? null;
  const store = backupStore(settings.dir);
  let lastRetention: Date | null = null;

  async function take(kind: Backup['kind']): Promise<Backup> {
    const takenAt = now();
    const name = backupName(kind, takenAt);
    const manifest = await takeBackup(database, store.fileOf(name), settings.key, () => takenAt);
    return store.describe(name, manifest, settings.key !== null);
  }

  async function alert(what: 'backup' | 'check', reason: string): Promise<void> {
    // A folder that cannot be written cannot keep the failure either: the e-mail still goes.
    await store
      .recordFailure({ what, at: now().toISOString(), message: reason })
      .catch((error: unknown) => log.warn({ error: safeErrorLog(error) }, 'the failure could not be recorded beside the backups'));
    log.error({ backup: what, reason }, what === 'backup' ? 'the daily backup failed' : 'the daily backup failed its check');
    const owners = (await repos.staffPeople.list()).filter((person) => person.role === 'owner' && person.status === 'active' && person.email);
    const to = [...new Set([...owners.map((person) => person.email!), ...mail.config.staffEmails])];
    if (to.length === 0) return;
    await repos.outbox.add([backupFailed(await mail.context(), to, what, reason)]);
    mail.worker.kick();
  }

  /** Restores each scheduled backup not yet checked into a scratch database, and marks it. */
  async function checkNew(): Promise<void> {
    for (const backup of await store.list()) {
      if (backup.kind !== 'daily' || backup.check !== 'unchecked') continue;
      const outcome = await check(store.fileOf(backup.name), settings.key);
      await store.markChecked(backup.name, outcome, now());
      if (!outcome.ok) await alert('check', outcome.message);
    }
  }

  async function dailyWork(): Promise<void> {
    if (!schedule) return;
    const due = lastDueTime(now(), schedule.at);
    if (schedule.backups) {
      const newest = (await store.list()).find((backup) => backup.kind === 'daily');
      const failed = await store.lastFailure();
      const waiting = failed?.what === 'backup' && now().getTime() - Date.parse(failed.at) < RETRY_AFTER_MS;
      if ((!newest || Date.parse(newest.takenAt) < due.getTime()) && !waiting) {
        try {
          await database.exclusively(BACKUP_LOCK, async () => {
            await take('daily');
            await store.prune(now());
            await store.recordFailure(null);
          });
        } catch (error: unknown) {
          await alert('backup', getErrorMessage(error));
        }
      }
      await checkNew();
    }
    // Once a day for all processes and across restarts: the last run is kept in the database.
    const doneSince = (at: Date | null) => at !== null && at.getTime() >= due.getTime();
    if (doneSince(lastRetention)) return;
    lastRetention = await repos.dailyRuns.lastFinishedAt('retention-and-vacuum');
    if (doneSince(lastRetention)) return;
    const startedAt = now();
    lastRetention = startedAt;
    const result = await applyRetention(database.db, repos, schedule.auditRetentionDays, startedAt).catch((error: unknown) => {
      log.warn({ error: safeErrorLog(error) }, 'the daily retention run failed; it runs again tomorrow or at the next start');
      return null;
    });
    if (result) log.info({ retention: result }, 'daily retention run');
    const started = performance.now();
    const vacuumed = await vacuumEmbedded(database).then(
      (vacuumed) => {
        if (vacuumed) log.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed and analysed');
        return true;
      },
      (error: unknown) => {
        log.warn({ error: safeErrorLog(error) }, 'vacuuming the embedded database failed; it runs again tomorrow or at the next start');
        return false;
      },
    );
    if (result && vacuumed) await repos.dailyRuns.finished('retention-and-vacuum', startedAt);
  }

  const daily = createBackgroundTask({
    name: 'daily backup and retention',
    run: async () => {
      await database.exclusively(DAILY_WORK_LOCK, dailyWork);
    },
    intervalMs: LOOK_EVERY_MS,
    log,
  });

  return {
    async takeNow() {
      let backup: Backup | null = null;
      // Two backups are never taken at once (the daily one, or another owner's).
      await database.exclusively(BACKUP_LOCK, async () => {
        backup = await take('manual');
        await store.prune(now());
      });
      return backup;
    },
    async overview() {
      const backups = await store.list();
      let nextAt: string | null = null;
      if (schedule?.backups) {
        const due = lastDueTime(now(), schedule.at);
        const newest = backups.find((backup) => backup.kind === 'daily');
        const next = new Date(due);
        next.setDate(next.getDate() + 1);
        nextAt = (newest && Date.parse(newest.takenAt) >= due.getTime() ? next : now()).toISOString();
      }
      const failed = await store.lastFailure();
      return { backups, nextAt, lastFailure: failed && { at: failed.at, message: failed.message } };
    },
    async fileOf(name) {
      if (!isBackupName(name) || !(await store.read(name))) return null;
      return store.fileOf(name);
    },
    daily,
  };
}
