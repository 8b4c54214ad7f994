// Configuration comes only from environment variables (settings-schema.ts); this module shapes them for the server.
import path from 'node:path';
import type { SiteSettings } from '@site/shared';
import type { FormLimits } from './routes/public-forms';
import { oneLine, readSettings, type SettingName, type Settings } from './settings-schema';

export interface RemoteUrls {
  catalog: string;
  articles: string;
  admin: string;
  clients: string;
}

/** What the environment says, before generated secrets are filled in. */
export interface EnvConfig {
  port: number;
  host: string;
  /** postgres://… when a PostgreSQL server is used; null for embedded PGlite under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  uploadsDir: string;
  adminPassword: string | null;
  clientsToken: string | null;
  /** OWNER_EMAIL: the first owner's e-mail for signing in with ADMIN_PASSWORD (until they set their own). */
  ownerEmail: string | null;
  corsOrigins: string[];
  siteDir: string;
  remotes: RemoteUrls;
  seed: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** The site's public origin (https://host[:port]) for absolute URLs in the sitemap and page meta; null: each request's own. */
  publicUrl: string | null;
  /** The company's data the public pages show; null where the variable is unset. */
  siteSettings: SiteSettings;
  formLimits: FormLimits;
  /** SMTP_URL, MAIL_FROM and STAFF_EMAIL as given; the rest of the mail settings follow from the others. */
  mail: { smtpUrl: string | null; from: string | null; staffEmails: string[] };
  /** RELEASE_HOSTS: host names a release's manifestUrl may name (lower-cased); none by default. */
  releaseHosts: string[];
  /** AUDIT_RETENTION_DAYS: how long the audit log keeps an event (the retention command deletes older ones). */
  auditRetentionDays: number;
  /** BACKUP_DIR (or `backups` under DATA_DIR when unset, for backups on demand), BACKUP_KEY, BACKUP_AT. */
  backups: { dir: string; scheduled: boolean; key: string | null; at: string };
}

/** The repository root: api/src or api/dist is two levels below it. */
const REPO_ROOT = path.resolve(__dirname, '../..');

/** The settings (settings-schema.ts) as the server uses them: paths resolved, defaults that follow from others. */
export function readEnvConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): EnvConfig {
  const settings = readSettings(env);
  const dataDir = path.resolve(cwd, settings.DATA_DIR);
  return {
    port: settings.PORT,
    host: settings.HOST,
    databaseUrl: settings.DATABASE_URL ?? null,
    dataDir,
    uploadsDir: path.resolve(cwd, settings.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    adminPassword: settings.ADMIN_PASSWORD ?? null,
    clientsToken: settings.CLIENTS_TOKEN ?? null,
    ownerEmail: settings.OWNER_EMAIL?.toLowerCase() ?? null,
    corsOrigins: settings.CORS_ORIGINS.map((origin) => origin.replace(/\/$/, '')).filter(Boolean),
    siteDir: path.resolve(cwd, settings.SITE_DIR ?? REPO_ROOT),
    remotes: {
      catalog: settings.REMOTE_CATALOG_URL,
      articles: settings.REMOTE_ARTICLES_URL,
      admin: settings.REMOTE_ADMIN_URL,
      clients: settings.REMOTE_CLIENTS_URL,
    },
    seed: settings.SEED,
    logLevel: settings.LOG_LEVEL,
    trustProxy: settings.TRUST_PROXY,
    publicUrl: settings.PUBLIC_URL === undefined ? null : new URL(settings.PUBLIC_URL).origin,
    siteSettings: siteSettingsOf(settings),
    formLimits: formLimitsOf(settings),
    mail: { smtpUrl: settings.SMTP_URL ?? null, from: settings.MAIL_FROM ?? null, staffEmails: settings.STAFF_EMAIL },
    releaseHosts: settings.RELEASE_HOSTS.map((host) => host.toLowerCase()),
    auditRetentionDays: settings.AUDIT_RETENTION_DAYS,
    backups: {
      dir: path.resolve(cwd, settings.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      scheduled: settings.BACKUP_DIR !== undefined,
      key: settings.BACKUP_KEY ?? null,
      at: settings.BACKUP_AT.padStart(5, '0'),
    },
  };
}

/** Each public form's limits per ten minutes: from one address, and for one e-mail. */
export const FORM_LIMIT_VARIABLES = {
  'sign-up': { perAddress: 'SIGNUP_LIMIT_PER_ADDRESS', perEmail: 'SIGNUP_LIMIT_PER_EMAIL' },
  withdrawal: { perAddress: 'WITHDRAWAL_LIMIT_PER_ADDRESS', perEmail: 'WITHDRAWAL_LIMIT_PER_EMAIL' },
} as const satisfies Record<keyof FormLimits, Record<'perAddress' | 'perEmail', SettingName>>;

function formLimitsOf(settings: Settings): FormLimits {
  const limits = (form: keyof FormLimits) => ({
    perAddress: settings[FORM_LIMIT_VARIABLES[form].perAddress],
    perEmail: settings[FORM_LIMIT_VARIABLES[form].perEmail],
  });
  return { 'sign-up': limits('sign-up'), withdrawal: limits('withdrawal') };
}

/**
 * The variable of each company setting a page may leave out. COMPANY_NAME is not among them: unset, it is
 * DEFAULT_COMPANY_NAME, the brand this product was built for.
 */
export const SITE_SETTING_VARIABLES = {
  eik: 'COMPANY_EIK',
  registeredAddress: 'COMPANY_ADDRESS',
  manager: 'COMPANY_MANAGER',
  supportEmail: 'COMPANY_EMAIL',
  phone: 'COMPANY_PHONE',
  iban: 'BANK_IBAN',
  bic: 'BANK_BIC',
  bankName: 'BANK_NAME',
} as const satisfies Record<Exclude<keyof SiteSettings, 'companyName'>, SettingName>;

/** The variables whose settings are unset, in the order above (names only, never values). */
export function missingSiteSettings(settings: SiteSettings): string[] {
  return Object.entries(SITE_SETTING_VARIABLES)
    .filter(([key]) => settings[key as keyof typeof SITE_SETTING_VARIABLES] === null)
    .map(([, variable]) => variable);
}

/** Free text on one line; IBAN and BIC without the spaces and lower case people type them with. */
function siteSettingsOf(settings: Settings): SiteSettings {
  const text = (value: string | undefined) => (value === undefined ? null : oneLine(value));
  const compact = (value: string | undefined) => (value === undefined ? null : value.replace(/\s+/g, '').toUpperCase());
  return {
    companyName: oneLine(settings.COMPANY_NAME),
    eik: settings.COMPANY_EIK ?? null,
    registeredAddress: text(settings.COMPANY_ADDRESS),
    manager: text(settings.COMPANY_MANAGER),
    supportEmail: settings.COMPANY_EMAIL ?? null,
    phone: settings.COMPANY_PHONE ?? null,
    iban: compact(settings.BANK_IBAN),
    bic: compact(settings.BANK_BIC),
    bankName: text(settings.BANK_NAME),
  };
}
