// Configuration comes only from environment variables; this module parses and defaults them.
import path from 'node:path';

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
  corsOrigins: string[];
  siteDir: string;
  remotes: RemoteUrls;
  seed: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** The site's public origin (https://host[:port]) for absolute URLs in the sitemap and page meta; null: each request's own. */
  publicUrl: string | null;
}

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
  };
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
