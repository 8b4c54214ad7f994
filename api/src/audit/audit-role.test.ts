// On PostgreSQL the API runs as a role that may add and read the audit log but never change or delete it
// (docs/operating.md, "The audit log"): the grants given there, tried here, and a whole server run as that role.
import { Client } from 'pg';
import type { AuditPage } from '@site/shared/contracts/audit';
import type { AuthToken, Course } from '@site/shared';
import { courseBody, signUpBody } from '../test/fixtures';
import { call, createTestContext, nextVisitorAddress, type TestContext } from '../test/test-app';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('the API’s database role and the audit log', () => {
  let t: TestContext;
  let client: Client;
  const role = `site_api_${process.pid}`;

  beforeAll(async () => {
    t = await createTestContext();
    if (t.config.database.kind !== 'postgres') throw new Error('a PostgreSQL test database was expected');
    client = new Client({ connectionString: t.config.database.url });
    await client.connect();
    await client.query(`CREATE ROLE ${role} LOGIN`);
    // The grants of docs/operating.md.
    await client.query(`GRANT USAGE ON SCHEMA public, drizzle TO ${role}`);
    await client.query(`GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO ${role}`);
    await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`);
    await client.query(`GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
    await client.query(`REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM ${role}`);
  });
  afterAll(async () => {
    await client.query('RESET ROLE');
    await client.query(`DROP OWNED BY ${role}`);
    await client.query(`DROP ROLE ${role}`);
    await client.end();
    await t.close();
  });

  it('adds and reads events, and may neither change nor delete one', async () => {
    await client.query(`SET ROLE ${role}`);
    await client.query(`INSERT INTO audit_events (credential, action, outcome) VALUES ('none', 'sign-in', 'refused')`);
    expect((await client.query('SELECT count(*)::int AS n FROM audit_events')).rows[0].n).toBeGreaterThan(0);
    await expect(client.query(`UPDATE audit_events SET action = 'нищо'`)).rejects.toThrow('permission denied for table audit_events');
    await expect(client.query('DELETE FROM audit_events')).rejects.toThrow('permission denied for table audit_events');
    // Everything else the API writes stays writable.
    await client.query(`UPDATE rate_windows SET hits = hits WHERE false`);
    await client.query(`DELETE FROM rate_windows WHERE false`);
    await client.query('RESET ROLE');
  });

  it('serves a whole server as that role: it starts on the migrated database, signs in, writes, logs and reads the log', async () => {
    const url = new URL(t.config.database.kind === 'postgres' ? t.config.database.url : '');
    url.username = role;
    const app = await t.buildSibling({ database: { kind: 'postgres', url: url.toString() } });
    const signedIn = await call<AuthToken>(app, { method: 'POST', url: '/api/auth/verify-token', payload: { token: t.config.adminPassword } });
    expect(signedIn.status).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.body.data.accessToken}` };
    const created = await call<Course>(app, { method: 'POST', url: '/api/courses', headers, payload: courseBody({ slug: 'kato-api-rolya' }) });
    expect(created.status).toBe(201);
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/clients/register',
      payload: signUpBody({ email: 'rolya@example.bg' }),
      remoteAddress: nextVisitorAddress(),
    });
    expect(signUp.statusCode).toBe(201);
    const log = await call<AuditPage>(app, { method: 'GET', url: '/api/audit?subjectKind=courses', headers });
    expect(log.body.data.events.map(({ action, subjectId }) => ({ action, subjectId }))).toContainEqual({
      action: 'POST /api/courses',
      subjectId: String(created.body.data.id),
    });
    expect((await call(app, { method: 'POST', url: '/api/auth/sign-out', headers })).status).toBe(200);
  });
});
