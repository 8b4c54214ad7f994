import { call, createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers exactly the ok envelope once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"success":true,"data":{"status":"ok"},"message":""}');
  });

  it('answers 503 with Retry-After, like every other answer while the database is away', async () => {
    const away = await createTestContext();
    try {
      await away.database.close();
      const response = await away.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ success: false, data: null, message: 'Базата данни не е достъпна' });
    } finally {
      await away.close();
    }
  });
});

describe('errors as envelopes', () => {
  it('answers 404 with the envelope for an unknown /api route', async () => {
    expect(await call(t.app, { method: 'GET', url: '/api/no-such-thing' })).toEqual({
      status: 404,
      body: { success: false, data: null, message: 'Ресурсът не е намерен' },
    });
  });

  it('answers 400 for malformed JSON', async () => {
    const result = await call(t.app, {
      method: 'POST',
      url: '/api/clients/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName": "Иван",',
    });
    expect(result).toEqual({ status: 400, body: { success: false, data: null, message: 'Невалиден JSON в тялото на заявката' } });
  });

  it('answers 413 for a body over 1 MB', async () => {
    const result = await call(t.app, {
      method: 'POST',
      url: '/api/clients/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ fullName: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(result).toEqual({ status: 413, body: { success: false, data: null, message: 'Заявката е твърде голяма' } });
  });

  it('answers 400 naming an unknown field', async () => {
    const result = await call(t.app, { method: 'POST', url: '/api/auth/verify-token', payload: { token: 'x', role: 'admin' } });
    expect(result).toEqual({ status: 400, body: { success: false, data: { field: 'role' }, message: 'Непознато поле "role"' } });
  });

  it('answers 400 naming a field of the wrong type (by its title, its key in data.field) instead of converting it', async () => {
    const result = await call(t.app, { method: 'POST', url: '/api/auth/verify-token', payload: { token: 12345 } });
    expect(result).toEqual({ status: 400, body: { success: false, data: { field: 'token' }, message: 'Полето „Парола“ трябва да е текст' } });
  });

  it('answers 400 naming a missing field', async () => {
    const result = await call(t.app, { method: 'POST', url: '/api/auth/verify-token', payload: {} });
    expect(result).toEqual({ status: 400, body: { success: false, data: { field: 'token' }, message: 'Липсва задължителното поле „Парола“' } });
  });

  it('answers 400 for an id that is not a number', async () => {
    const result = await call(t.app, { method: 'GET', url: '/api/courses/abc' });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ success: false, data: { field: 'id' }, message: 'Параметърът "id" трябва да е цяло число' });
  });

  it('answers 415 for a body type the route does not take', async () => {
    const result = await call(t.app, { method: 'POST', url: '/api/auth/verify-token', headers: { 'content-type': 'text/xml' }, payload: '<x/>' });
    expect(result).toEqual({ status: 415, body: { success: false, data: null, message: 'Неподдържан тип на съдържанието' } });
  });
});

describe('logs', () => {
  // At debug every request has its line; at info the refused ones do.
  it.each(['debug', 'info'])('never contain tokens or passwords from query strings, headers, cookies or bodies (at %s)', async (logLevel) => {
    const lines: string[] = [];
    const logged = await t.buildSibling({ logLevel, logStream: { write: (line) => lines.push(line) } });
    await logged.inject({ method: 'GET', url: '/api/clients/filtered?token=query-secret-123' });
    await logged.inject({ method: 'GET', url: '/api/clients', headers: { authorization: 'Bearer header-secret-456' } });
    await logged.inject({ method: 'GET', url: '/api/courses', cookies: { session: 'cookie-secret-654' } });
    await logged.inject({ method: 'POST', url: '/api/auth/verify-token', payload: { token: 'body-secret-789' } });
    const output = lines.join('');
    expect(output).toContain('/api/clients/filtered');
    expect(output).not.toMatch(/query-secret-123|header-secret-456|body-secret-789|cookie-secret-654/);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});

describe('CORS', () => {
  it('answers only the configured origins', async () => {
    const withCors = await t.buildSibling({ corsOrigins: ['https://allowed.example.bg'] });
    const preflight = (origin: string) =>
      withCors.inject({ method: 'OPTIONS', url: '/api/courses', headers: { origin, 'access-control-request-method': 'GET' } });
    expect((await preflight('https://allowed.example.bg')).headers['access-control-allow-origin']).toBe('https://allowed.example.bg');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const plain = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://allowed.example.bg' } });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });
});

// Last in the file: it closes the database under the running app.
describe('5xx answers hide their details', () => {
  it('answers 500 with a generic message, and 503 on health, when the database is gone', async () => {
    await t.database.close();
    const list = await call(t.app, { method: 'GET', url: '/api/courses' });
    expect(list).toEqual({ status: 500, body: { success: false, data: null, message: 'Възникна вътрешна грешка. Моля, опитайте отново по-късно.' } });
    const health = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(health).toEqual({ status: 503, body: { success: false, data: null, message: 'Базата данни не е достъпна' } });
  });
});
