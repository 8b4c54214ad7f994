// Builds the app for one test file over a fresh database: in-memory PGlite, or when DATABASE_URL is set
// a new PostgreSQL database with a random name that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import type { Envelope } from '@site/shared';
import { buildApp } from '../app';
import type { AppConfig } from '../app-config';
import { createRepositories, type Repositories } from '../db/create-repositories';
import { articleHtmlFor } from '../lib/article-html';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/database';
import { seedDatabase } from '../db/seed';
import type { Role } from '../staff/roles';
import { timed } from './phases';
import { ADMIN_PASSWORD, testAppConfig } from './test-config';

export { ADMIN_PASSWORD, CLIENTS_TOKEN, OWNER_EMAIL, TEST_SITE_SETTINGS } from './test-config';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  repos: Repositories;
  config: AppConfig;
  uploadsDir: string;
  /**
   * Builds another app over the same database, as a second process would be: on PostgreSQL with a pool of
   * its own (its own connections), on in-memory PGlite over the same handle (one process holds PGlite).
   */
  buildSibling(overrides?: Partial<AppConfig>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * What a fresh database starts as: `empty` (no schema; on PGlite initialised), `migrated`, or `seeded` (migrated,
 * then the seed loaded as `seed: true` with no public URL loads it). They are copies of templates the global
 * setup made once for the run (scripts/jest-global-setup.js): PGlite data directory dumps, or on PostgreSQL
 * template databases (an empty one is a plain new database).
 */
export type FreshDatabaseStart = 'empty' | 'migrated' | 'seeded';

const pgliteTemplates: Record<FreshDatabaseStart, string | undefined> = {
  empty: process.env.PGLITE_EMPTY_TEMPLATE,
  migrated: process.env.PGLITE_TEMPLATE,
  seeded: process.env.PGLITE_SEEDED_TEMPLATE,
};

/**
 * The empty embedded database's dump (initialised, no migration), made on PostgreSQL runs too: what a process that
 * always restores into embedded PGlite (the backup check) starts from instead of running initdb.
 */
export const EMPTY_PGLITE_TEMPLATE = process.env.PGLITE_EMPTY_TEMPLATE;

/**
 * A new database: PGlite (in memory, or in `pgliteDir` for a test that closes and opens it again), or a new
 * database on the DATABASE_URL server with `drop` to remove it.
 */
export async function freshDatabase(
  start: FreshDatabaseStart = 'empty',
  { pgliteDir }: { pgliteDir?: string } = {},
): Promise<{ options: DatabaseOptions; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { options: { kind: 'pglite', dataDir: pgliteDir, templateFile: pgliteTemplates[start] }, drop: async () => undefined };
  const template = start === 'seeded' ? process.env.PG_SEEDED_TEMPLATE : start === 'migrated' ? process.env.PG_TEMPLATE : undefined;
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestContext(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  // The seeded template holds what buildApp's seed would load here (the seed then finds content and skips);
  // a public URL changes the articles' HTML, so such an app seeds its own database.
  const start = overrides.seed === true && !overrides.publicUrl ? 'seeded' : 'migrated';
  const { options, drop, database } = await timed('database', async () => {
    const fresh = await freshDatabase(start);
    return { ...fresh, database: await openDatabase(fresh.options) };
  });
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'api-uploads-'));
  const config = testAppConfig(options, uploadsDir, overrides);
  // The same call buildApp makes when `seed` is set (it then finds the content there), timed on its own.
  if (config.seed) await timed('seed', () => seedDatabase(database.db, articleHtmlFor(config.publicUrl)));
  const app = await timed(config.siteDir ? 'app+site' : 'app', () => buildApp(config, { database }));
  const siblings: FastifyInstance[] = [];
  return {
    app,
    database,
    repos: createRepositories(database.db, { articleHtml: articleHtmlFor(config.publicUrl) }),
    config,
    uploadsDir,
    async buildSibling(extra = {}) {
      const sibling = await buildApp({ ...config, ...extra }, options.kind === 'postgres' ? {} : { database });
      siblings.push(sibling);
      return sibling;
    },
    close: () =>
      timed('close', async () => {
        for (const sibling of siblings) await sibling.close();
        await app.close();
        if (!database.closed) await database.close();
        await drop();
        await rm(uploadsDir, { recursive: true, force: true });
      }),
  };
}

/** Logs in with the administrator password and returns the Authorization header. */
export async function adminHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/verify-token', payload: { token: ADMIN_PASSWORD } });
  const body = envelopeOf<{ accessToken: string }>(response);
  if (!body.success) throw new Error(`login failed: ${body.message}`);
  return { authorization: `Bearer ${body.data.accessToken}` };
}

let people = 0;
/** A new active staff person with `role` (a team with `remotes`), signed in: their Authorization header and id. */
export async function personHeaders(t: TestContext, role: Role, remotes: string[] = []): Promise<{ headers: Record<string, string>; personId: number }> {
  people += 1;
  const person = await t.repos.staffPeople.create({
    email: `${role}-${people}-${process.pid}@example.bg`,
    name: `Човек ${people}`,
    role,
    status: 'active',
    remotes,
  });
  const { accessToken } = await t.repos.adminSessions.create(person.id);
  return { headers: { authorization: `Bearer ${accessToken}` }, personId: person.id };
}

export function envelopeOf<T>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

/** Injects and returns status and parsed envelope together, for one-line assertions. */
export async function call<T = unknown>(app: FastifyInstance, options: InjectOptions): Promise<{ status: number; body: Envelope<T> }> {
  const response = await app.inject(options);
  return { status: response.statusCode, body: envelopeOf<T>(response) };
}

let visitor = 0;
/** A new visitor's address each time: a suite that signs up many people never meets the per-address limit. */
export function nextVisitorAddress(): string {
  visitor += 1;
  return `10.77.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
}

/** POST /api/clients/register as a visitor of its own. */
export const signUp = (app: FastifyInstance, payload: object) =>
  call<null>(app, { method: 'POST', url: '/api/clients/register', payload, remoteAddress: nextVisitorAddress() });

/**
 * A test file's app and the administrator's headers, made before its tests and closed after them:
 * `const suite = adminTestApp();` then `suite.t.app`, `suite.admin`.
 */
export function adminTestApp(options?: Parameters<typeof createTestContext>[0]): { readonly t: TestContext; readonly admin: Record<string, string> } {
  let context: TestContext | undefined;
  let headers: Record<string, string> | undefined;
  beforeAll(async () => {
    context = await createTestContext(options);
    headers = await adminHeaders(context.app);
  });
  afterAll(() => context?.close());
  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('adminTestApp: used before its beforeAll ran');
    return value;
  };
  return {
    get t() {
      return made(context);
    },
    get admin() {
      return made(headers);
    },
  };
}
