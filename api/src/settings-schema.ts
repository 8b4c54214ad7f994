// The server's settings: every environment variable it reads, declared once with its type, default, one-line
// description and checks. config.ts derives EnvConfig from what `readSettings` returns; settings-docs.test.ts
// holds `.env.example` and the README's configuration table to the same list.
//
// Read from the environment but not settings of the server, so not here: MALLOC_ARENA_MAX (lib/lean-malloc.ts: set
// for the processes that `npm start` and the server start, and read by glibc, not by the server), NODE_ENV (set by
// lib/production-build.ts for the libraries that choose their build by it), INIT_CWD (set by npm: where
// `npm run restore` was typed), PATH (passed on to the backup check's child), the test harness's PGLITE_*TEMPLATE,
// PG_*TEMPLATE and API_TEST_PHASES_FILE, and SITE_URL and BACKUP_TOKEN (the command-line clients' in scripts/).
// The backup check's child reads BACKUP_KEY, handed over by the server from the setting below.
import { DEFAULT_COMPANY_NAME, isValidEmail } from '@site/shared';
import { isValidBulgarianIban } from '@site/shared/iban';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { DEFAULT_FORM_LIMITS } from './routes/public-forms';

/**
 * Annotations of an entry beyond JSON Schema's: `errorMessage` is what a refused value is told after the
 * variable's name (`PORT must be a port number, got "http"`); `secret` keeps the value out of that message.
 * An entry without `errorMessage` has a Refine whose own message says it all (it depends on the value).
 */
type SettingOptions = {
  description: string;
  errorMessage?: string;
  secret?: true;
};

/**
 * Shorter secrets are refused at start: each address gets five tries a minute, so only a long secret
 * keeps guessing from many addresses hopeless. The generated ones have 24 characters.
 */
export const MIN_SECRET_LENGTH = 12;

/** 12 months, as CNIL recommends for logs of access to personal data (and the privacy page says). */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

/** pino's levels: it refuses any other, so they are checked here, where the message can name the variable. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Free text shown as it is, on one line (config.ts joins the lines). */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ');

/** Free text on the public pages: not a bracketed placeholder copied from an example. */
const Text = (options: SettingOptions & { default?: string }) =>
  Type.Refine(
    Type.String(options),
    (text) => !/^\[.*\]$/.test(oneLine(text)),
    (text) => `is a placeholder ("${oneLine(text)}"): set the real value or leave it unset`,
  );

const Secret = (description: string) =>
  Type.Refine(
    Type.String({ description, secret: true }),
    (text) => text.length >= MIN_SECRET_LENGTH,
    (text) => `must be at least ${MIN_SECRET_LENGTH} characters long (it has ${text.length}); unset it to have a strong one generated`,
  );

const Count = (fallback: number, description: string) =>
  Type.Integer({ minimum: 1, default: fallback, description, errorMessage: 'must be a whole number of at least 1' });

const RemoteUrl = (remote: string, description: string) =>
  Type.String({ default: `/remotes/${remote}/mf-manifest.json`, description: `Where the shell loads ${description} manifest from (in /remotes.json)` });

/** An http(s) origin without a path: the site is served from the root of its host. */
function isOrigin(text: string): boolean {
  const url = URL.canParse(text) ? new URL(text) : null;
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username;
}

function isSmtpUrl(text: string): boolean {
  const url = URL.canParse(text) ? new URL(text) : null;
  return url !== null && (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '' && (url.port === '' || /^\d+$/.test(url.port));
}

/** 'no-reply@example.bg' or 'Бизнес Академия <no-reply@example.bg>'. */
function isMailFrom(text: string): boolean {
  const address = /<([^<>]+)>\s*$/.exec(text)?.[1] ?? text;
  return isValidEmail(address.trim());
}

function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return /^\+?[\d\s()/-]+$/.test(text) && digits >= 6 && digits <= 15;
}

const Email = Type.Refine(Type.String(), isValidEmail);

/**
 * Each entry: a variable with a default is always there after reading; one without is optional (unset). Comma lists
 * are arrays of their items, checked one by one.
 */
export const SettingsSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080, description: 'HTTP port', errorMessage: 'must be a port number' }),
  HOST: Type.String({ default: '0.0.0.0', description: 'Interface to listen on' }),
  DATABASE_URL: Type.Optional(Type.String({ description: 'postgres://… of a PostgreSQL server; unset: embedded PGlite in DATA_DIR/pglite' })),
  DATA_DIR: Type.String({ default: './data', description: 'Data folder (against the working directory): PGlite files, generated secrets' }),
  UPLOADS_DIR: Type.Optional(
    Type.String({ description: 'Article images uploaded before they were kept in the database, imported once; default DATA_DIR/uploads' }),
  ),
  ADMIN_PASSWORD: Type.Optional(Secret('Password of the staff console and of the first owner; unset: generated once, kept in DATA_DIR')),
  CLIENTS_TOKEN: Type.Optional(Secret('Token of the client lookup screens; unset: generated once, kept in DATA_DIR')),
  OWNER_EMAIL: Type.Optional(Type.String({ description: "The first owner's e-mail, to sign in with it and ADMIN_PASSWORD" })),
  AUDIT_RETENTION_DAYS: Count(DEFAULT_AUDIT_RETENTION_DAYS, 'How many days the audit log keeps an event'),
  BACKUP_DIR: Type.Optional(
    Type.String({ description: 'Folder of the daily checked backups (another disk); unset: backups on demand only, in DATA_DIR/backups' }),
  ),
  BACKUP_AT: Type.String({
    pattern: '^([01]?\\d|2[0-3]):([0-5]\\d)$',
    default: '03:00',
    description: "When the daily backup and retention run, as HH:MM of the server's local time",
    errorMessage: 'must be a time of day as HH:MM (e.g. 03:00)',
  }),
  BACKUP_KEY: Type.Optional(
    Type.String({
      minLength: 16,
      description: 'Passphrase (16+ characters) the backups are encrypted with; keep it apart from them',
      errorMessage: 'must be at least 16 characters long (the value is not shown)',
      secret: true,
    }),
  ),
  CORS_ORIGINS: Type.Array(Type.String(), { default: [], description: 'Comma-separated origins allowed by CORS (API and remotes)' }),
  SITE_DIR: Type.Optional(Type.String({ description: 'Folder holding shell/dist and mf-*/dist; default the repository root' })),
  REMOTE_CATALOG_URL: RemoteUrl('mf-catalog', "the catalog remote's"),
  REMOTE_ARTICLES_URL: RemoteUrl('mf-articles', "the articles remote's"),
  REMOTE_ADMIN_URL: RemoteUrl('mf-admin', "the admin remote's"),
  REMOTE_CLIENTS_URL: RemoteUrl('mf-clients', "the clients remote's"),
  PUBLIC_URL: Type.Optional(
    Type.Refine(
      Type.String({
        description: "The site's public origin, for absolute URLs and the links in e-mail; unset: each request's own",
        errorMessage: 'must be an http(s) origin such as https://biznes-akademia.bg',
      }),
      isOrigin,
    ),
  ),
  SEED: Type.Boolean({ default: true, description: 'Load the seed content into an empty database on start' }),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, {
    default: 'info',
    description: 'pino level: at info refused, failed and slow requests and a summary a minute; at debug every request',
    errorMessage: `must be one of ${LOG_LEVELS.join(', ')}`,
  }),
  TRUST_PROXY: Type.Boolean({ default: false, description: 'Behind a reverse proxy: trust X-Forwarded-For and X-Forwarded-Proto' }),
  RELEASE_HOSTS: Type.Array(Type.String({ pattern: '^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$' }), {
    default: [],
    description: "Comma-separated host names a release's manifest URL may name",
    errorMessage: 'must be host names separated by commas (no scheme, port or path)',
  }),
  SIGNUP_LIMIT_PER_ADDRESS: Count(
    DEFAULT_FORM_LIMITS['sign-up'].perAddress,
    'Sign-ups (consultation, course, event) allowed in ten minutes from one client address',
  ),
  SIGNUP_LIMIT_PER_EMAIL: Count(DEFAULT_FORM_LIMITS['sign-up'].perEmail, 'Sign-ups (consultation, course, event) allowed in ten minutes for one e-mail'),
  WITHDRAWAL_LIMIT_PER_ADDRESS: Count(
    DEFAULT_FORM_LIMITS.withdrawal.perAddress,
    'Withdrawals of marketing consent allowed in ten minutes from one client address',
  ),
  WITHDRAWAL_LIMIT_PER_EMAIL: Count(DEFAULT_FORM_LIMITS.withdrawal.perEmail, 'Withdrawals of marketing consent allowed in ten minutes for one e-mail'),
  COMPANY_NAME: Text({ default: DEFAULT_COMPANY_NAME, description: "Registered name with its legal form's abbreviation" }),
  COMPANY_EIK: Type.Optional(
    Type.String({ pattern: '^(\\d{9}|\\d{13})$', description: 'ЕИК, 9 or 13 digits', errorMessage: "must be the 9 or 13 digits of the company's ЕИК" }),
  ),
  COMPANY_ADDRESS: Type.Optional(Text({ description: 'Seat and registered address' })),
  COMPANY_MANAGER: Type.Optional(Text({ description: "The manager's name" })),
  COMPANY_EMAIL: Type.Optional(
    Type.Refine(
      Type.String({ maxLength: 254, description: 'Support e-mail, also the Reply-To of messages to visitors', errorMessage: 'must be an e-mail address' }),
      isValidEmail,
    ),
  ),
  COMPANY_PHONE: Type.Optional(
    Type.Refine(
      Type.String({ description: 'Contact phone, e.g. +359 2 123 4567', errorMessage: 'must be a phone number such as +359 2 123 4567' }),
      isPhoneNumber,
    ),
  ),
  BANK_IBAN: Type.Optional(
    Type.Refine(
      Type.String({
        description: 'Bulgarian IBAN of the account for payment by transfer (check digits checked)',
        errorMessage: 'must be a Bulgarian IBAN with valid check digits (BG + 20 characters)',
      }),
      isValidBulgarianIban,
    ),
  ),
  BANK_BIC: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$',
      description: 'BIC of that account, 8 or 11 characters',
      errorMessage: 'must be a BIC of 8 or 11 characters',
    }),
  ),
  BANK_NAME: Type.Optional(Text({ description: "The bank's name" })),
  SMTP_URL: Type.Optional(
    Type.Refine(
      Type.String({
        description: 'SMTP server, smtp://user:password@host:587 or smtps://…:465; unset: messages wait in the outbox, unsent',
        errorMessage: 'must be smtp://user:password@host:port or smtps://user:password@host:port (the value is not shown: it may hold a password)',
        secret: true,
      }),
      isSmtpUrl,
    ),
  ),
  MAIL_FROM: Type.Optional(
    Type.Refine(
      Type.String({
        description: 'Sender of every message, an address or Name <address>; default COMPANY_NAME at no-reply@ the site',
        errorMessage: 'must be an e-mail address, optionally with a name (Name <address>)',
      }),
      isMailFrom,
    ),
  ),
  STAFF_EMAIL: Type.Array(Email, {
    default: [],
    description: 'Comma-separated addresses told of every new request',
    errorMessage: 'must be e-mail addresses separated by commas',
  }),
});

export type Settings = Static<typeof SettingsSchema>;
export type SettingName = keyof Settings;

/** Today's reading of a boolean: any word but these is true (TypeBox's Convert takes only true/false/1/0). */
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

/**
 * Reads the settings from `env`: an empty value counts as unset, defaults fill what is unset, numbers are converted,
 * and every value is checked. Throws one Error naming each refused variable and what is wrong with it.
 */
export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const texts: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(SettingsSchema.properties)) {
    const text = env[name]?.trim();
    if (!text) continue;
    texts[name] = text;
    values[name] = Type.IsArray(schema)
      ? text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : Type.IsBoolean(schema)
        ? !FALSE_WORDS.includes(text.toLowerCase())
        : text;
  }
  const settings = Value.Convert(SettingsSchema, Value.Default(SettingsSchema, values)) as Record<string, unknown>;
  // Convert makes '1.5' the integer 1 and 'true' the number 1; such a text stays text, and the check refuses it.
  for (const [name, text] of Object.entries(texts)) {
    if (Type.IsInteger(SettingsSchema.properties[name as SettingName]) && settings[name] !== Number(text)) settings[name] = text;
  }
  if (Value.Check(SettingsSchema, settings)) return settings;
  throw new Error(refusals(settings, texts).join('\n'));
}

/** One line per refused variable, in the schema's order. */
function refusals(settings: Record<string, unknown>, texts: Record<string, string>): string[] {
  const lines = new Map<string, string>();
  for (const error of Value.Errors(SettingsSchema, settings)) {
    const [name = '', item] = error.instancePath.split('/').slice(1);
    if (lines.has(name)) continue;
    const schema: (TSchema & Partial<SettingOptions>) | undefined = SettingsSchema.properties[name as SettingName];
    const value = item === undefined ? texts[name] : (settings[name] as string[])[Number(item)];
    if (schema?.errorMessage === undefined) lines.set(name, `${name} ${error.message}`);
    else lines.set(name, schema.secret ? `${name} ${schema.errorMessage}` : `${name} ${schema.errorMessage}, got "${value}"`);
  }
  return [...lines.values()];
}
