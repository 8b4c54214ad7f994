// What buildApp needs: the parsed environment with secrets resolved and the database chosen.
import type { SiteSettings } from '@site/shared';
import type { RemoteUrls } from './config';
import type { DatabaseOptions } from './db/database';
import type { MailConfig } from './mail/mail-config';
import type { FormLimits } from './routes/public-forms';

export interface AppConfig {
  database: DatabaseOptions;
  uploadsDir: string;
  adminPassword: string;
  clientsToken: string;
  /** The first owner's e-mail (OWNER_EMAIL), given to them while they have none. */
  ownerEmail: string | null;
  corsOrigins: string[];
  /** Repository root holding shell/dist and the remotes dist folders; null serves the API alone. */
  siteDir: string | null;
  remotes: RemoteUrls;
  /** Load the seed content into an empty database on start. */
  seed: boolean;
  /** pino level, or false for no logs (tests). */
  logLevel: string | false;
  /** Where the JSON log lines go; stdout when unset (tests capture them). */
  logStream?: { write(line: string): void };
  /** How often the log's line counting the requests answered comes (default a minute; tests shorten it). */
  requestSummaryMs?: number;
  trustProxy: boolean;
  /** How long a serialised public read may be reused; writes in this process clear it at once. */
  publicCacheTtlMs: number;
  /** Origin of absolute URLs (sitemap, canonical, Open Graph); null takes each request's protocol and host. */
  publicUrl: string | null;
  /** The company's data the public pages show (GET /api/site-settings); null where unset. */
  siteSettings: SiteSettings;
  /** Submissions of each public form allowed per address and per e-mail in ten minutes. */
  formLimits: FormLimits;
  mail: MailConfig;
  /** How often the renderer checks the remotes' server containers for a new deployment (default 10 s). */
  remoteRefreshMs?: number;
  /** How often this process reads which release of each remote is live (default 1 s). */
  releasePollMs?: number;
  /** How long a candidate release's check may take (default 30 s). */
  releaseCheckTimeoutMs?: number;
  /** RELEASE_HOSTS: the hosts a release's manifestUrl may name; none by default. */
  releaseHosts: string[];
  /** Tests only: their hosted builds are served on 127.0.0.1. The environment never sets it. */
  releaseHostsMayBeInternal?: boolean;
  /** Where backups and the erasure journal are kept. */
  backups: BackupConfig;
  /** The work done once a day; unset (tests) does none. */
  daily?: DailyWork;
}

export interface DailyWork {
  /** BACKUP_AT: when, as HH:MM of the server's local time (03:00 by default). */
  at: string;
  /** Take a backup (BACKUP_DIR is set); the retention rules run either way. */
  backups: boolean;
  /** AUDIT_RETENTION_DAYS. */
  auditRetentionDays: number;
}

export interface BackupConfig {
  /** BACKUP_DIR, or `backups` under DATA_DIR. */
  dir: string;
  /** BACKUP_KEY: backups are encrypted with it when set. */
  key: string | null;
}
