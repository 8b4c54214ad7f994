// The audit log: each staff write and each read of personal data writes exactly one row naming the person and
// the object, sign-ins are recorded whether they succeed or fail, and no row holds a name, e-mail or phone. The
// log cannot be changed.
import { sql } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditPage } from '@site/shared/contracts/audit';
import type { PersonalData } from '@site/shared';
import type { NewPersonalToken } from '@site/shared/contracts/auth';
import type { AuditEvent } from '../db/repositories/audit-events';
import { courseBody, signUpBody } from '../test/fixtures';
import { call, createTestContext, nextVisitorAddress, personHeaders, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** The events written since `since` (an id), oldest first. */
async function eventsSince(since: number): Promise<AuditEvent[]> {
  return (await t.repos.auditEvents.page({}, 1000)).filter((event) => event.id > since).reverse();
}
const lastId = async () => (await t.repos.auditEvents.page({}, 1))[0]?.id ?? 0;

it("writes one row per staff write and per read of a client's data, with the person and the object", async () => {
  const editor = await personHeaders(t, 'editor');
  const sales = await personHeaders(t, 'sales');
  await t.app.inject({
    method: 'POST',
    url: '/api/clients/register',
    payload: signUpBody({ email: 'vidyana@example.bg', phone: '0888123456' }),
    remoteAddress: nextVisitorAddress(),
  });
  const clientId = (await t.repos.clients.findByEmail('vidyana@example.bg'))!.id;

  const before = await lastId();
  const created = await call<{ id: number }>(t.app, {
    method: 'POST',
    url: '/api/courses',
    headers: { ...editor.headers, 'user-agent': 'Firefox' },
    payload: courseBody({ slug: 'dnevnik' }),
  });
  expect(created.status).toBe(201);
  await call(t.app, { method: 'GET', url: `/api/clients/${clientId}`, headers: sales.headers });
  await call(t.app, { method: 'GET', url: '/api/clients/by-email?email=vidyana@example.bg', headers: sales.headers });
  await t.app.inject({ method: 'GET', url: '/api/leads/export.csv', headers: sales.headers });
  // Public reads and an editor's reads of content are not personal data: not logged.
  await t.app.inject({ method: 'GET', url: '/api/courses' });
  // A refused attempt is logged as refused.
  await call(t.app, { method: 'GET', url: `/api/clients/${clientId}`, headers: editor.headers });

  const events = await eventsSince(before);
  expect(
    events.map(({ personId, credential, action, subjectKind, subjectId, outcome }) => ({ personId, credential, action, subjectKind, subjectId, outcome })),
  ).toEqual([
    {
      personId: editor.personId,
      credential: 'session',
      action: 'POST /api/courses',
      subjectKind: 'courses',
      subjectId: String(created.body.data.id),
      outcome: 'ok',
    },
    { personId: sales.personId, credential: 'session', action: 'GET /api/clients/:id', subjectKind: 'clients', subjectId: String(clientId), outcome: 'ok' },
    {
      personId: sales.personId,
      credential: 'session',
      action: 'GET /api/clients/by-email',
      subjectKind: 'clients',
      subjectId: String(clientId),
      outcome: 'ok',
    },
    { personId: sales.personId, credential: 'session', action: 'GET /api/leads/export.csv', subjectKind: 'leads', subjectId: null, outcome: 'ok' },
    {
      personId: editor.personId,
      credential: 'session',
      action: 'GET /api/clients/:id',
      subjectKind: 'clients',
      subjectId: String(clientId),
      outcome: 'refused',
    },
  ]);
  expect(events[0]).toMatchObject({ userAgent: 'Firefox', address: '127.0.0.1' });
  const everything = JSON.stringify(await t.repos.auditEvents.page({}, 10_000));
  for (const personal of ['vidyana', '0888123456', 'Мария']) expect(everything).not.toContain(personal);
});

it('records sign-ins that succeed and fail, and sign-outs', async () => {
  const before = await lastId();
  await t.app.inject({ method: 'POST', url: '/api/auth/verify-token', payload: { token: 'ne-e-parolata' }, remoteAddress: nextVisitorAddress() });
  const signedIn = await call<{ accessToken: string }>(t.app, { method: 'POST', url: '/api/auth/verify-token', payload: { token: t.config.adminPassword } });
  await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { authorization: `Bearer ${signedIn.body.data.accessToken}` } });
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'nikoy@example.bg', password: 'няма такъв човек тук' },
    remoteAddress: nextVisitorAddress(),
  });
  const owner = (await t.repos.staffPeople.firstOwner())!.id;
  expect((await eventsSince(before)).map(({ personId, action, outcome }) => ({ personId, action, outcome }))).toEqual([
    { personId: owner, action: 'sign-in.admin-password', outcome: 'refused' },
    { personId: owner, action: 'sign-in.admin-password', outcome: 'ok' },
    { personId: owner, action: 'POST /api/auth/sign-out', outcome: 'ok' },
    { personId: null, action: 'sign-in', outcome: 'refused' },
  ]);
});

it('names the personal token a write was made with, also after the token is revoked', async () => {
  const team = await personHeaders(t, 'team', ['catalog']);
  const made = await call<NewPersonalToken>(t.app, {
    method: 'POST',
    url: '/api/auth/tokens',
    headers: team.headers,
    payload: { name: 'CI на каталога', expiresInDays: 30 },
  });
  const before = await lastId();
  await call(t.app, { method: 'POST', url: '/api/releases/catalog/1/promote', headers: { authorization: `Bearer ${made.body.data.token}` }, payload: {} });
  expect((await call(t.app, { method: 'DELETE', url: `/api/auth/tokens/${made.body.data.personalToken.id}`, headers: team.headers })).status).toBe(200);
  const owner = await personHeaders(t, 'owner');
  const page = await call<AuditPage>(t.app, { method: 'GET', url: `/api/audit?personId=${team.personId}`, headers: owner.headers });
  const used = page.body.data.events.filter((event) => event.id > before && event.action === 'POST /api/releases/:remote/:id/promote');
  expect(used.map(({ credential, tokenId, tokenName }) => ({ credential, tokenId, tokenName }))).toEqual([
    { credential: 'personal-token', tokenId: made.body.data.personalToken.id, tokenName: 'CI на каталога' },
  ]);
});

it('refuses to change a row', async () => {
  const failure = (await t.database.db
    .execute(sql`update audit_events set action = 'нищо' where id = (select min(id) from audit_events)`)
    .catch((error: unknown) => error)) as {
    cause?: Error;
  };
  expect(failure.cause?.message).toBe('audit_events is append-only: rows are never changed');
});

it('shows owners the log a page at a time, filtered by person, object and day, and as CSV; reading it is logged', async () => {
  const sales = await personHeaders(t, 'sales');
  const owner = await personHeaders(t, 'owner');
  await call(t.app, { method: 'GET', url: '/api/leads', headers: sales.headers });
  const page = await call<AuditPage>(t.app, { method: 'GET', url: `/api/audit?personId=${sales.personId}`, headers: owner.headers });
  expect(page.status).toBe(200);
  expect(page.body.data.events).toEqual([
    expect.objectContaining({ personId: sales.personId, personName: expect.stringMatching(/^Човек /), action: 'GET /api/leads', outcome: 'ok' }),
  ]);
  expect(page.body.data.nextBefore).toBeNull();
  const today = new Date().toISOString().slice(0, 10);
  const byDay = await call<AuditPage>(t.app, { method: 'GET', url: `/api/audit?from=${today}&to=${today}&subjectKind=leads`, headers: owner.headers });
  expect(byDay.body.data.events.length).toBeGreaterThan(0);
  expect((await call<AuditPage>(t.app, { method: 'GET', url: '/api/audit?to=2000-01-01', headers: owner.headers })).body.data.events).toEqual([]);
  const readByOwner = await call<AuditPage>(t.app, { method: 'GET', url: `/api/audit?personId=${owner.personId}`, headers: owner.headers });
  expect(readByOwner.body.data.events.map((event) => event.action)).toContain('GET /api/audit');

  const csv = await t.app.inject({ method: 'GET', url: `/api/audit/export.csv?personId=${sales.personId}`, headers: owner.headers });
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.payload.split('\r\n')[0]).toBe(
    '\uFEFFid,at,personId,personName,credential,tokenId,tokenName,address,browser,action,subjectKind,subjectId,outcome',
  );
  expect(csv.payload).toContain(',GET /api/leads,leads,,ok');
  expect((await call(t.app, { method: 'GET', url: '/api/audit', headers: sales.headers })).status).toBe(403);
});

it('pages through more events than a page holds', async () => {
  const editor = await personHeaders(t, 'editor');
  const owner = await personHeaders(t, 'owner');
  for (let index = 0; index < AUDIT_PAGE_SIZE + 5; index += 1) await call(t.app, { method: 'POST', url: '/api/courses', headers: editor.headers, payload: {} });
  const first = await call<AuditPage>(t.app, { method: 'GET', url: `/api/audit?personId=${editor.personId}`, headers: owner.headers });
  expect(first.body.data.events).toHaveLength(AUDIT_PAGE_SIZE);
  const second = await call<AuditPage>(t.app, {
    method: 'GET',
    url: `/api/audit?personId=${editor.personId}&before=${first.body.data.nextBefore}`,
    headers: owner.headers,
  });
  expect(second.body.data).toMatchObject({ nextBefore: null });
  expect(second.body.data.events).toHaveLength(5);
  expect(second.body.data.events.every((event) => event.outcome === 'refused')).toBe(true);
});

it("lists in a person's data export, and in «Дневник» by their number, who of the staff read or changed their data, also after erasure", async () => {
  const sales = await personHeaders(t, 'sales');
  await t.app.inject({ method: 'POST', url: '/api/clients/register', payload: signUpBody({ email: 'pita@example.bg' }), remoteAddress: nextVisitorAddress() });
  const clientId = (await t.repos.clients.findByEmail('pita@example.bg'))!.id;
  await call(t.app, { method: 'GET', url: `/api/clients/${clientId}`, headers: sales.headers });
  const lead = (await t.repos.leads.ofClient(clientId))[0]!;
  await call(t.app, { method: 'PATCH', url: `/api/leads/${lead.id}/status`, headers: sales.headers, payload: { status: 'contacted' } });
  await call(t.app, { method: 'POST', url: `/api/clients/${clientId}/erase`, headers: sales.headers, payload: {} });
  const exported = await call<PersonalData>(t.app, { method: 'GET', url: `/api/clients/${clientId}/personal-data`, headers: sales.headers });
  const name = (await t.repos.staffPeople.byId(sales.personId))!.name;
  expect(exported.body.data.staffAccesses.map(({ by, action }) => ({ by, action }))).toEqual([
    { by: name, action: 'POST /api/clients/:id/erase' },
    { by: name, action: 'PATCH /api/leads/:id/status' },
    { by: name, action: 'GET /api/clients/:id' },
  ]);
  // «Дневник» finds the same around the client, by their number, after the erasure.
  const owner = await personHeaders(t, 'owner');
  const around = await call<AuditPage>(t.app, { method: 'GET', url: `/api/audit?subjectKind=clients&subjectId=${clientId}`, headers: owner.headers });
  expect(around.body.data.events.map((event) => event.action)).toEqual([
    'GET /api/clients/:id/personal-data',
    'POST /api/clients/:id/erase',
    'PATCH /api/leads/:id/status',
    'GET /api/clients/:id',
  ]);
});
