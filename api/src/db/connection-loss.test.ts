// PostgreSQL ends connections on a restart, a failover or an administrator's command; the server must
// outlive that and answer from fresh connections. PGlite runs in the process and has no connections to lose.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestContext, type TestContext } from '../test/test-app';

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
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await waitFor(() => lines.some((line) => line.includes('database connection ended by the server')));

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const courses = await app.inject({ method: 'GET', url: '/api/courses' });
    expect(courses.statusCode).toBe(200);
    const logged = lines.join('');
    expect(logged).toContain('"code":"57P01"');
    expect(logged).not.toContain(new URL(process.env.DATABASE_URL ?? '').host);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
