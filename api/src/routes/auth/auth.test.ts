import type { AuthToken } from '@site/shared';
import { courseBody } from '../../test/fixtures';
import { ADMIN_PASSWORD, call, createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const login = (token: string, remoteAddress = '127.0.0.1') =>
  call<AuthToken>(t.app, { method: 'POST', url: '/api/auth/verify-token', payload: { token }, remoteAddress });

describe('POST /api/auth/verify-token', () => {
  it('answers an access token for the right password, valid 7 days at the most (12 hours after its last use)', async () => {
    const { status, body } = await login(ADMIN_PASSWORD, '10.0.0.1');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const hours = (Date.parse(body.data.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7 * 24 - 0.1);
    expect(hours).toBeLessThanOrEqual(7 * 24);
  });

  it('answers 401 "Грешна парола" for a wrong password', async () => {
    expect(await login('wrong', '10.0.0.2')).toEqual({ status: 401, body: { success: false, data: null, message: 'Грешна парола' } });
  });

  it('answers 429 after five wrong passwords a minute from one address, even for the right one', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login('wrong', '10.0.0.3')).status).toBe(401);
    const blocked = { status: 429, body: { success: false, data: null, message: 'Твърде много опити. Опитайте отново след минута.' } };
    expect(await login('wrong', '10.0.0.3')).toEqual(blocked);
    expect(await login(ADMIN_PASSWORD, '10.0.0.3')).toEqual(blocked);
    expect((await login(ADMIN_PASSWORD, '10.0.0.4')).status).toBe(200);
  });

  it('counts wrong passwords in the database, so two processes share one limit per address', async () => {
    const other = await t.buildSibling();
    const loginOn = (app: typeof other, token: string) =>
      call(app, { method: 'POST', url: '/api/auth/verify-token', payload: { token }, remoteAddress: '10.0.0.6' });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await loginOn(t.app, 'wrong')).status).toBe(401);
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await loginOn(other, 'wrong')).status).toBe(401);
    expect((await loginOn(t.app, ADMIN_PASSWORD)).status).toBe(429);
    expect((await loginOn(other, ADMIN_PASSWORD)).status).toBe(429);
  });

  it('lets no more than five of a burst of wrong passwords from one address be checked', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, () => login('wrong', '10.0.0.7')));
    const statuses = burst.map((result) => result.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('gives back the try of a right password, so an administrator is never locked out by signing in', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await login(ADMIN_PASSWORD, '10.0.0.8')).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login('wrong', '10.0.0.8')).status).toBe(401);
    expect((await login('wrong', '10.0.0.8')).status).toBe(429);
  });

  it('never counts a right password: twenty sign-ins at once from one address on two processes all succeed', async () => {
    const other = await t.buildSibling();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(index % 2 === 0 ? t.app : other, { method: 'POST', url: '/api/auth/verify-token', payload: { token: ADMIN_PASSWORD }, remoteAddress: '10.0.0.9' }),
      ),
    );
    expect(burst.map((result) => result.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect((await login(ADMIN_PASSWORD, '10.0.0.9')).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login('wrong', '10.0.0.9')).status).toBe(401);
    expect((await login(ADMIN_PASSWORD, '10.0.0.9')).status).toBe(429);
  });

  it('lets a burst mixing the right password with wrong ones check at most five wrong ones', async () => {
    const tokens = Array.from({ length: 20 }, (_, index) => (index === 12 ? ADMIN_PASSWORD : `wrong-${index}`));
    const burst = await Promise.all(tokens.map((token) => login(token, '10.0.0.10')));
    expect(burst.filter((result) => result.status === 401)).toHaveLength(5);
    const right = burst[12]!;
    expect([200, 429]).toContain(right.status);
    expect(burst.filter((result) => result.status === 429)).toHaveLength(right.status === 200 ? 14 : 15);
  });

  it('issues a token that another process on the same database accepts', async () => {
    const { body } = await login(ADMIN_PASSWORD, '10.0.0.5');
    const other = await t.buildSibling();
    const created = await other.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { authorization: `Bearer ${body.data.accessToken}` },
      payload: courseBody({ slug: 'ot-drug-proces' }),
    });
    expect(created.statusCode).toBe(201);
  });

  it('refuses an expired token', async () => {
    const owner = await t.repos.staffPeople.firstOwner();
    const expired = await t.repos.adminSessions.create(owner!.id, undefined, { now: new Date(Date.now() - 13 * 3_600_000) });
    const result = await call(t.app, {
      method: 'POST',
      url: '/api/courses',
      headers: { authorization: `Bearer ${expired.accessToken}` },
      payload: courseBody({ slug: 'iztekal' }),
    });
    expect(result).toEqual({ status: 401, body: { success: false, data: null, message: 'Сесията е невалидна или изтекла. Влезте отново.' } });
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends the session at once: its token is refused afterwards, on another process too', async () => {
    const other = await t.buildSibling();
    const { accessToken } = (await login(ADMIN_PASSWORD, '10.0.1.1')).body.data;
    const headers = { authorization: `Bearer ${accessToken}` };
    expect((await call(other, { method: 'GET', url: '/api/outbox', headers })).status).toBe(200);

    expect(await call(t.app, { method: 'POST', url: '/api/auth/sign-out', headers })).toEqual({
      status: 200,
      body: { success: true, data: null, message: 'Излязохте от системата' },
    });
    const refused = { status: 401, body: { success: false, data: null, message: 'Сесията е невалидна или изтекла. Влезте отново.' } };
    expect(await call(other, { method: 'GET', url: '/api/outbox', headers })).toEqual(refused);
    expect(await call(other, { method: 'POST', url: '/api/categories', headers, payload: { name: 'След изхода', slug: 'sled-izhoda' } })).toEqual(refused);
    // The ended session cannot sign out again; no token is 401 too.
    expect(await call(t.app, { method: 'POST', url: '/api/auth/sign-out', headers })).toEqual(refused);
    expect((await call(t.app, { method: 'POST', url: '/api/auth/sign-out' })).status).toBe(401);
  });
});
