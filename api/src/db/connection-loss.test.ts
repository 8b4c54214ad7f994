// PostgreSQL ends connections on a restart, a failover or an administrator's command; the server must
// outlive that and answer from fresh connections. PGlite runs in the process and has no connections to lose.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../app';
import { clients } from './schema';
import { signUpBody } from '../test/fixtures';
import { call, createTestContext, type TestContext } from '../test/test-app';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('when PostgreSQL ends the server’s connections', () => {
  let t: TestContext;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestContext();
    // An app that opens its own pool, as the real server does.
    app = await buildApp({ ...t.config, logLevel: 'warn', logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('keeps running, logs the loss without connection details, and answers from new connections', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    await waitFor(() => lines.some((line) => line.includes('database connection ended by the server')));

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const courses = await app.inject({ method: 'GET', url: '/api/courses' });
    expect(courses.statusCode).toBe(200);
    const logged = lines.join('');
    expect(logged).toContain('"code":"57P01"');
    expect(logged).not.toContain(new URL(process.env.DATABASE_URL ?? '').host);
  });

  it('serves reads sent before the pool has heard that its idle connections ended', async () => {
    const healthChecks = () => Promise.all(Array.from({ length: 8 }, () => app.inject({ method: 'GET', url: '/api/health' })));
    // Parallel requests leave several connections idle in the pool.
    expect((await healthChecks()).map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);

    expect((await healthChecks()).map((response) => response.statusCode)).toEqual(Array(8).fill(200));
  });

  it('answers the sign-ups whose open transactions it ends 503 quickly, stores nothing of them, and serves the next ones', async () => {
    if (t.config.database.kind !== 'postgres') throw new Error('a PostgreSQL test database was expected');
    // Another session holds the table, so that the sign-ups wait inside their open transactions; a third
    // one watches (pg_stat_activity is frozen inside a transaction) and ends every other connection.
    const holder = new Client({ connectionString: t.config.database.url });
    const observer = new Client({ connectionString: t.config.database.url });
    await Promise.all([holder.connect(), observer.connect()]);
    await holder.query('begin');
    await holder.query('lock table clients in access exclusive mode');
    const emails = ['a@example.bg', 'b@example.bg', 'c@example.bg'];
    const started = Date.now();
    const answers = Promise.all(emails.map((email) => app.inject({ method: 'POST', url: '/api/clients/register', payload: signUpBody({ email }) })));
    try {
      // Sign-ups arriving together share transactions (group commit): wait until some wait and no more join.
      const waiting = async () =>
        (await observer.query(`select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0]
          ?.count ?? 0;
      let seen: number[] = [];
      await waitFor(async () => {
        seen = [...seen, await waiting()].slice(-5);
        return seen.length === 5 && seen[0] !== 0 && seen.every((count) => count === seen[0]);
      });
      await observer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid not in (pg_backend_pid(), $1)', [
        (await holder.query('select pg_backend_pid() as pid')).rows[0]?.pid,
      ]);
    } finally {
      await holder.query('rollback');
      await Promise.all([holder.end(), observer.end()]);
    }

    for (const response of await answers) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ success: false, data: null, message: 'Услугата е временно недостъпна. Моля, опитайте отново след малко.' });
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    const logged = lines.join('');
    expect(logged).toContain('database connection ended by the server');
    expect(logged).toContain('database unavailable');

    expect((await call(app, { method: 'POST', url: '/api/clients/register', payload: signUpBody({ email: 'after@example.bg' }) })).status).toBe(201);
    const stored = await t.database.db.select({ email: clients.email }).from(clients);
    expect(stored).toEqual([{ email: 'after@example.bg' }]);
  });
});

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
