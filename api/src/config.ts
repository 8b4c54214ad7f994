// Configuration comes only from environment variables; this module parses and defaults them.
import path from 'node:path';
import { DEFAULT_COMPANY_NAME, isValidEmail, type SiteSettings } from '@site/shared';
import { isValidBulgarianIban } from '@site/shared/iban';
import { DEFAULT_FORM_LIMITS, type FormLimits } from './routes/public-forms';

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

/** 12 months, as CNIL recommends for logs of access to personal data (and the privacy page says). */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

/** The repository root: api/src or api/dist is two levels below it. */
const REPO_ROOT = path.resolve(__dirname, '../..');

export function readEnvConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): EnvConfig {
  const dataDir = path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? './data');
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir,
    uploadsDir: path.resolve(cwd, nonEmpty(env.UPLOADS_DIR) ?? path.join(dataDir, 'uploads')),
    adminPassword: parseSecret(env.ADMIN_PASSWORD, 'ADMIN_PASSWORD'),
    clientsToken: parseSecret(env.CLIENTS_TOKEN, 'CLIENTS_TOKEN'),
    ownerEmail: nonEmpty(env.OWNER_EMAIL)?.toLowerCase() ?? null,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    siteDir: path.resolve(cwd, nonEmpty(env.SITE_DIR) ?? REPO_ROOT),
    remotes: {
      catalog: nonEmpty(env.REMOTE_CATALOG_URL) ?? '/remotes/mf-catalog/mf-manifest.json',
      articles: nonEmpty(env.REMOTE_ARTICLES_URL) ?? '/remotes/mf-articles/mf-manifest.json',
      admin: nonEmpty(env.REMOTE_ADMIN_URL) ?? '/remotes/mf-admin/mf-manifest.json',
      clients: nonEmpty(env.REMOTE_CLIENTS_URL) ?? '/remotes/mf-clients/mf-manifest.json',
    },
    seed: parseBoolean(env.SEED, true),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: parseBoolean(env.TRUST_PROXY, false),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    siteSettings: readSiteSettings(env),
    formLimits: readFormLimits(env),
    mail: { smtpUrl: parseSmtpUrl(env.SMTP_URL), from: parseMailFrom(env.MAIL_FROM), staffEmails: parseEmailList(env.STAFF_EMAIL, 'STAFF_EMAIL') },
    releaseHosts: parseHostList(env.RELEASE_HOSTS, 'RELEASE_HOSTS'),
    auditRetentionDays: parseCount(env.AUDIT_RETENTION_DAYS, 'AUDIT_RETENTION_DAYS', DEFAULT_AUDIT_RETENTION_DAYS),
    backups: {
      dir: path.resolve(cwd, nonEmpty(env.BACKUP_DIR) ?? path.join(dataDir, 'backups')),
      scheduled: nonEmpty(env.BACKUP_DIR) !== null,
      key: parseBackupKey(env.BACKUP_KEY),
      at: parseTimeOfDay(env.BACKUP_AT, 'BACKUP_AT', '03:00'),
    },
  };
}

/** A passphrase of at least 16 characters; the value is never repeated in an error. */
function parseBackupKey(value: string | undefined): string | null {
  const text = nonEmpty(value);
  if (text !== null && text.length < 16) throw new Error('BACKUP_KEY must be at least 16 characters long (the value is not shown)');
  return text;
}

/** HH:MM, 24-hour. */
function parseTimeOfDay(value: string | undefined, name: string, fallback: string): string {
  const text = nonEmpty(value) ?? fallback;
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) throw new Error(`${name} must be a time of day as HH:MM (e.g. 03:00), got "${text}"`);
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/** smtp://user:password@host:port or smtps://…; the value is never repeated in an error (it holds a password). */
function parseSmtpUrl(value: string | undefined): string | null {
  const text = nonEmpty(value);
  if (text === null) return null;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname || (url.port !== '' && !/^\d+$/.test(url.port))) {
    throw new Error('SMTP_URL must be smtp://user:password@host:port or smtps://user:password@host:port (the value is not shown: it may hold a password)');
  }
  return text;
}

/** 'no-reply@example.bg' or 'Бизнес Академия <no-reply@example.bg>'. */
function parseMailFrom(value: string | undefined): string | null {
  const text = nonEmpty(value);
  if (text === null) return null;
  const address = /<([^<>]+)>\s*$/.exec(text)?.[1] ?? text;
  if (!isValidEmail(address.trim())) throw new Error(`MAIL_FROM must be an e-mail address, optionally with a name (Name <address>), got "${text}"`);
  return text;
}

function parseHostList(value: string | undefined, name: string): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const wrong = hosts.find((host) => !/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/.test(host));
  if (wrong !== undefined) throw new Error(`${name} must be host names separated by commas (no scheme, port or path), got "${wrong}"`);
  return hosts;
}

function parseEmailList(value: string | undefined, name: string): string[] {
  const addresses = (value ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const wrong = addresses.find((address) => !isValidEmail(address));
  if (wrong !== undefined) throw new Error(`${name} must be e-mail addresses separated by commas, got "${wrong}"`);
  return addresses;
}

/** Each public form's limits per ten minutes: from one address, and for one e-mail. */
export const FORM_LIMIT_VARIABLES = {
  'sign-up': { perAddress: 'SIGNUP_LIMIT_PER_ADDRESS', perEmail: 'SIGNUP_LIMIT_PER_EMAIL' },
  withdrawal: { perAddress: 'WITHDRAWAL_LIMIT_PER_ADDRESS', perEmail: 'WITHDRAWAL_LIMIT_PER_EMAIL' },
} as const;

function readFormLimits(env: NodeJS.ProcessEnv): FormLimits {
  const limit = (form: keyof FormLimits, kind: 'perAddress' | 'perEmail') =>
    parseCount(env[FORM_LIMIT_VARIABLES[form][kind]], FORM_LIMIT_VARIABLES[form][kind], DEFAULT_FORM_LIMITS[form][kind]);
  return {
    'sign-up': { perAddress: limit('sign-up', 'perAddress'), perEmail: limit('sign-up', 'perEmail') },
    withdrawal: { perAddress: limit('withdrawal', 'perAddress'), perEmail: limit('withdrawal', 'perEmail') },
  };
}

function parseCount(value: string | undefined, name: string, fallback: number): number {
  const text = nonEmpty(value);
  if (text === null) return fallback;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a whole number of at least 1, got "${text}"`);
  return count;
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
} as const satisfies Record<Exclude<keyof SiteSettings, 'companyName'>, string>;

/** The variables whose settings are unset, in the order above (names only, never values). */
export function missingSiteSettings(settings: SiteSettings): string[] {
  return Object.entries(SITE_SETTING_VARIABLES)
    .filter(([key]) => settings[key as keyof typeof SITE_SETTING_VARIABLES] === null)
    .map(([, variable]) => variable);
}

/** A mistyped value is refused at start rather than printed on the legal pages. */
export function readSiteSettings(env: NodeJS.ProcessEnv): SiteSettings {
  return {
    companyName: parseText(env.COMPANY_NAME, 'COMPANY_NAME') ?? DEFAULT_COMPANY_NAME,
    eik: parseMatching(env.COMPANY_EIK, 'COMPANY_EIK', (text) => /^(\d{9}|\d{13})$/.test(text), "must be the 9 or 13 digits of the company's ЕИК"),
    registeredAddress: parseText(env.COMPANY_ADDRESS, 'COMPANY_ADDRESS'),
    manager: parseText(env.COMPANY_MANAGER, 'COMPANY_MANAGER'),
    supportEmail: parseMatching(env.COMPANY_EMAIL, 'COMPANY_EMAIL', (text) => text.length <= 254 && isValidEmail(text), 'must be an e-mail address'),
    phone: parseMatching(env.COMPANY_PHONE, 'COMPANY_PHONE', isPhoneNumber, 'must be a phone number such as +359 2 123 4567'),
    iban: compact(parseMatching(env.BANK_IBAN, 'BANK_IBAN', isValidBulgarianIban, 'must be a Bulgarian IBAN with valid check digits (BG + 20 characters)')),
    bic: compact(parseMatching(env.BANK_BIC, 'BANK_BIC', (text) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/i.test(text), 'must be a BIC of 8 or 11 characters')),
    bankName: parseText(env.BANK_NAME, 'BANK_NAME'),
  };
}

/** Spaces between the groups of an IBAN and any lower case are how people type it, not part of it. */
function compact(value: string | null): string | null {
  return value === null ? null : value.replace(/\s+/g, '').toUpperCase();
}

function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return /^\+?[\d\s()/-]+$/.test(text) && digits >= 6 && digits <= 15;
}

function parseMatching(value: string | undefined, name: string, valid: (text: string) => boolean, rule: string): string | null {
  const text = nonEmpty(value);
  if (text !== null && !valid(text)) throw new Error(`${name} ${rule}, got "${text}"`);
  return text;
}

/** Free text shown as it is: one line, and not a bracketed placeholder copied from an example. */
function parseText(value: string | undefined, name: string): string | null {
  const text = nonEmpty(value)?.replace(/\s+/g, ' ') ?? null;
  if (text !== null && /^\[.*\]$/.test(text)) throw new Error(`${name} is a placeholder ("${text}"): set the real value or leave it unset`);
  return text;
}

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Shorter secrets are refused at start: each address gets five tries a minute, so only a long secret
 * keeps guessing from many addresses hopeless. The generated ones have 24 characters.
 */
export const MIN_SECRET_LENGTH = 12;

function parseSecret(value: string | undefined, name: string): string | null {
  const secret = nonEmpty(value);
  if (secret !== null && secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${name} must be at least ${MIN_SECRET_LENGTH} characters long (it has ${secret.length}); unset it to have a strong one generated`);
  }
  return secret;
}

function parsePort(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === null) return 8080;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${text}"`);
  return port;
}

/** An http(s) origin without a path: the site is served from the root of its host. */
function parsePublicUrl(value: string | undefined): string | null {
  const text = nonEmpty(value);
  if (text === null) return null;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_URL must be an http(s) origin such as https://biznes-akademia.bg, got "${text}"`);
  }
  return url.origin;
}

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined || text === null) return fallback;
  return !['0', 'false', 'no', 'off'].includes(text);
}
