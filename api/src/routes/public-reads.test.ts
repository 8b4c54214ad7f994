// How public reads travel: compressed once in the encoding the client accepts, revalidated with ETag/304,
// and changed by a write at once in this process and within the cache's time to live in another.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Course } from '@site/shared';
import { courseBody } from '../test/fixtures';
import { adminHeaders, call, createTestContext, type TestContext } from '../test/test-app';

let t: TestContext;
let admin: Record<string, string>;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

beforeAll(async () => {
  t = await createTestContext();
  admin = await adminHeaders(t.app);
  for (const [index, slug] of ['edno', 'dve', 'tri'].entries()) {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/courses',
      headers: admin,
      payload: courseBody({ slug, title: `Курс ${slug}`, order: index }),
    });
    expect(created.status).toBe(201);
  }
});
afterAll(() => t.close());

/** The body as the client reads it, whatever encoding it came in. */
function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

const get = (url: string, headers: Record<string, string> = {}, app = t.app) => app.inject({ method: 'GET', url, headers });

describe('encodings', () => {
  it('sends br to a browser, gzip to a client that takes only gzip, and the plain bytes otherwise', async () => {
    const plain = await get('/api/courses/active');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/courses/active', BROWSER);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/api/courses/active', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await get('/api/courses/active', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('leaves a small answer uncompressed: it would save less than it costs', async () => {
    const small = await get('/api/courses/links', BROWSER);
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers a HEAD with the headers of the GET and no body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/courses/active', headers: BROWSER });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe((await get('/api/courses/active')).headers.etag);
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('revalidation', () => {
  it('carries an ETag and no-cache; a matching If-None-Match is a 304 without a body', async () => {
    const first = await get('/api/courses/active', BROWSER);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get('/api/courses/active', { ...BROWSER, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // The same bytes have the same validator in every encoding.
    expect((await get('/api/courses/active')).headers.etag).toBe(etag);
    expect((await get('/api/courses/active', { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await get('/api/courses/active', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers the 304 from what it keeps, without reading the database again', async () => {
    const { headers } = await get('/api/courses/slug/edno');
    // Changed past the API: only a read of the database would notice.
    const course = (await t.repos.courses.findBySlug('edno')) as Course;
    await t.repos.courses.update(course.id, { ...courseBody({ slug: 'edno', title: 'Променен мимо API' }) });
    expect((await get('/api/courses/slug/edno', { 'if-none-match': String(headers.etag) })).statusCode).toBe(304);
    await t.repos.courses.update(course.id, courseBody({ slug: 'edno', title: 'Курс edno', order: 0 }));
  });

  it('does not give a 404 an ETag', async () => {
    const missing = await get('/api/courses/slug/niama-takav', BROWSER);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('a write', () => {
  it('changes the ETag and the body of every list it affects on the next read', async () => {
    const active = await get('/api/courses/active', BROWSER);
    const bySlug = await get('/api/courses/slug/dve', BROWSER);
    const id = (await call<Course>(t.app, { method: 'GET', url: '/api/courses/slug/dve' })).body.data.id;
    const updated = await call(t.app, {
      method: 'PUT',
      url: `/api/courses/${id}`,
      headers: admin,
      payload: courseBody({ slug: 'dve', title: 'Курс dve', price: 1234, order: 1 }),
    });
    expect(updated.status).toBe(200);

    for (const [url, before] of [
      ['/api/courses/active', active],
      ['/api/courses/slug/dve', bySlug],
    ] as const) {
      const after = await get(url, { ...BROWSER, 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(decoded(after)).toContain('1234');
    }
  });

  it('shows in another process on one database once its cache has expired', async () => {
    const ttlMs = 300;
    const other = await t.buildSibling({ publicCacheTtlMs: ttlMs });
    const before = await get('/api/courses/slug/tri', {}, other);
    const id = (JSON.parse(before.body) as { data: Course }).data.id;
    await call(t.app, {
      method: 'PUT',
      url: `/api/courses/${id}`,
      headers: admin,
      payload: courseBody({ slug: 'tri', title: 'Курс tri', price: 4321, order: 2 }),
    });
    await new Promise((resolve) => setTimeout(resolve, ttlMs + 50));
    const after = await get('/api/courses/slug/tri', { 'if-none-match': String(before.headers.etag) }, other);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('4321');
    // Both processes derive the same validator from the same bytes.
    expect(after.headers.etag).toBe((await get('/api/courses/slug/tri')).headers.etag);
  });
});
