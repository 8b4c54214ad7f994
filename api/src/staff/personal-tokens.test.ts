// Personal tokens: created from a session and shown once, they act with the person's role (a team only on its
// remotes) wherever a credential is taken, the lookup screens' token field included, until they expire or are
// revoked, or the person is disabled, given another role or sets a new password; refused at once by every process.
import type { NewPersonalToken, PersonalToken } from '@site/shared/contracts/auth';
import { adminTestApp, call, personHeaders } from '../test/test-app';

const suite = adminTestApp();

const create = (headers: Record<string, string>, body: object = { name: 'CI на каталога', expiresInDays: 30 }) =>
  call<NewPersonalToken>(suite.t.app, { method: 'POST', url: '/api/auth/tokens', headers, payload: body });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const status = async (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  (await suite.t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) })).statusCode;

it("creates a token shown once, which acts with the person's role, a team's only on its remotes", async () => {
  const team = await personHeaders(suite.t, 'team', ['catalog']);
  const created = await create(team.headers);
  expect(created.status).toBe(201);
  expect(created.body.message).toBe('Ключът е създаден. Копирайте го сега: няма да бъде показан отново.');
  const { token, personalToken } = created.body.data;
  expect(token).toMatch(/^bapt_[\w-]{43}$/);
  expect(personalToken).toMatchObject({ name: 'CI на каталога', lastUsedAt: null });
  expect(Date.parse(personalToken.expiresAt) - Date.parse(personalToken.createdAt)).toBe(30 * 24 * 3_600_000);

  expect(await status('GET', '/api/releases', bearer(token))).toBe(200);
  // Releasing mf-catalog is allowed (the empty body is then refused as invalid); mf-articles is not.
  expect(await status('POST', '/api/releases/catalog', bearer(token))).not.toBe(403);
  expect(await status('POST', '/api/releases/articles', bearer(token))).toBe(403);
  expect(await status('GET', '/api/leads', bearer(token))).toBe(403);

  const listed = await call<PersonalToken[]>(suite.t.app, { method: 'GET', url: '/api/auth/tokens', headers: team.headers });
  expect(listed.body.data).toEqual([{ ...personalToken, lastUsedAt: expect.any(String) }]);
  expect(JSON.stringify(listed.body)).not.toContain(token);
  expect((await call(suite.t.app, { method: 'GET', url: `/api/auth/tokens/${personalToken.id}`, headers: team.headers })).status).toBe(200);
  // A token makes no other token, and lists none.
  expect((await create(bearer(token))).status).toBe(401);
  expect(await status('GET', '/api/auth/tokens', bearer(token))).toBe(401);
});

it("is accepted in the lookup screens' token field, and by the console's password gate", async () => {
  const sales = await personHeaders(suite.t, 'sales');
  const { token } = (await create(sales.headers, { name: 'Търсене', expiresInDays: 1 })).body.data;
  expect(await status('GET', `/api/leads?token=${token}`)).toBe(200);
  expect(await status('GET', `/api/clients/by-email?email=nyama@example.bg&token=${token}`)).not.toBe(401);
  const gate = await call<{ accessToken: string }>(suite.t.app, { method: 'POST', url: '/api/auth/verify-token', payload: { token } });
  expect(gate.status).toBe(200);
  expect(await status('GET', '/api/auth/sessions', bearer(gate.body.data.accessToken))).toBe(200);
  expect(await status('POST', '/api/courses', bearer(gate.body.data.accessToken))).toBe(403);
});

it('refuses a token once revoked, expired, or its person disabled or given another role, at once in another process', async () => {
  const editor = await personHeaders(suite.t, 'editor');
  const other = await suite.t.buildSibling();
  // An editor's credential gets as far as the body's validation (400); a refused one 401.
  const inOther = async (token: string) => (await other.inject({ method: 'POST', url: '/api/courses', headers: bearer(token), payload: {} })).statusCode;
  const first = (await create(editor.headers, { name: 'Първи', expiresInDays: 90 })).body.data;
  const second = (await create(editor.headers, { name: 'Втори', expiresInDays: 90 })).body.data;
  expect(await inOther(first.token)).toBe(400);

  // Only its person (or an owner) revokes it.
  const stranger = await personHeaders(suite.t, 'editor');
  expect((await call(suite.t.app, { method: 'DELETE', url: `/api/auth/tokens/${first.personalToken.id}`, headers: stranger.headers })).status).toBe(404);
  expect((await call(suite.t.app, { method: 'DELETE', url: `/api/auth/tokens/${first.personalToken.id}`, headers: editor.headers })).body.message).toBe(
    'Ключът е отменен',
  );
  expect(await inOther(first.token)).toBe(401);
  expect(await inOther(second.token)).toBe(400);

  expect((await call(suite.t.app, { method: 'PATCH', url: `/api/staff/${editor.personId}`, headers: suite.admin, payload: { role: 'sales' } })).status).toBe(
    200,
  );
  expect(await inOther(second.token)).toBe(401);

  const third = await suite.t.repos.staffTokens.create(stranger.personId, 'Трети', 90 * 24 * 3_600_000);
  expect(await inOther(third.token)).toBe(400);
  expect(
    (await call(suite.t.app, { method: 'PATCH', url: `/api/staff/${stranger.personId}`, headers: suite.admin, payload: { status: 'disabled' } })).status,
  ).toBe(200);
  expect(await inOther(third.token)).toBe(401);

  const expired = await suite.t.repos.staffTokens.create(editor.personId, 'Стар', 24 * 3_600_000, new Date(Date.now() - 25 * 3_600_000));
  expect(await status('GET', '/api/leads', bearer(expired.token))).toBe(401);
});

it('refuses a validity over 90 days, and an empty name', async () => {
  const editor = await personHeaders(suite.t, 'editor');
  expect((await create(editor.headers, { name: 'Дълъг', expiresInDays: 91 })).status).toBe(400);
  expect((await create(editor.headers, { name: '  ', expiresInDays: 10 })).status).toBe(400);
});
