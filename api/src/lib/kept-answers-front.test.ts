// Kept answers sent before Fastify routes the request: over a real socket (app.inject goes around the
// server, so it only ever sees the routes), the same bytes and headers as the route's own answer.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { courseBody } from '../test/fixtures';
import { adminHeaders, call, createTestContext, type TestContext } from '../test/test-app';

let t: TestContext;
let port: number;

beforeAll(async () => {
  t = await createTestContext({ corsOrigins: ['https://partner.example.bg'] });
  const admin = await adminHeaders(t.app);
  for (const slug of ['edno', 'dve', 'tri'])
    await call(t.app, { method: 'POST', url: '/api/courses', headers: admin, payload: courseBody({ slug, title: `Курс ${slug}` }) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The headers a client acts on (not the connection's own). */
function meaningful(headers: Answer['headers']) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

describe('a kept public read', () => {
  it('is answered from memory with the bytes and headers the route sent', async () => {
    const fromRoute = await get('/api/courses/active');
    const fromFront = await get('/api/courses/active');
    expect(fromFront.status).toBe(200);
    expect(fromFront.body.equals(fromRoute.body)).toBe(true);
    expect(meaningful(fromFront.headers)).toEqual(meaningful(fromRoute.headers));
    expect(fromFront.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('sends br, a 304 for its ETag, and a HEAD without a body, as the route does', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const fromRoute = await get('/api/courses', browser);
    const fromFront = await get('/api/courses', browser);
    expect(fromFront.headers['content-encoding']).toBe('br');
    expect(meaningful(fromFront.headers)).toEqual(meaningful(fromRoute.headers));
    expect(brotliDecompressSync(fromFront.body).toString()).toBe(brotliDecompressSync(fromRoute.body).toString());
    const revalidated = await get('/api/courses', { ...browser, 'if-none-match': String(fromFront.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const head = await get('/api/courses', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(fromFront.headers.etag);
  });

  it('leaves a CORS request to the CORS rules, and a write changes what it sends', async () => {
    await get('/api/courses/links');
    const crossOrigin = await get('/api/courses/links', { origin: 'https://partner.example.bg' });
    expect(crossOrigin.headers['access-control-allow-origin']).toBe('https://partner.example.bg');
    const before = await get('/api/courses/links');
    const admin = await adminHeaders(t.app);
    await call(t.app, { method: 'POST', url: '/api/courses', headers: admin, payload: courseBody({ slug: 'chetiri', title: 'Курс chetiri' }) });
    const after = await get('/api/courses/links');
    expect(after.body.toString()).toContain('chetiri');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
