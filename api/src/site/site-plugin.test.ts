import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestContext, type TestContext } from '../test/test-app';

let siteDir: string;
let t: TestContext;
let app: FastifyInstance;

const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.js"></script></body></html>';
const BIG_SCRIPT = `console.log(${JSON.stringify('бизнес '.repeat(400))});`;

async function put(relative: string, content: string | Buffer): Promise<void> {
  const file = path.join(siteDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'fake-site-'));
  await put('shell/dist/index.html', INDEX);
  await put('shell/dist/main.js', BIG_SCRIPT);
  await put('shell/dist/vendors.0123abcd.js', 'export {};');
  // As the build writes them: the .br and .gz beside the chunk.
  await put('shell/dist/big.0123abcd.js', BIG_SCRIPT);
  await put('shell/dist/big.0123abcd.js.br', brotliCompressSync(BIG_SCRIPT));
  await put('shell/dist/big.0123abcd.js.gz', gzipSync(BIG_SCRIPT));
  await put('shell/dist/unprepared.0123abcd.css', `body{content:${JSON.stringify('бизнес '.repeat(400))}}`);
  await put('mf-articles/dist/remoteEntry.js.br', brotliCompressSync('var articles;'));
  await put('mf-articles/dist/remoteEntry.js', 'var articles;');
  await put('mf-articles/dist/mf-manifest.json', '{"name":"articles"}');
  await put('mf-articles/dist/src_expose.89abcdef.js', 'export {};');
  t = await createTestContext({
    siteDir,
    remotes: {
      catalog: 'https://catalog.example.bg:3001/mf-manifest.json',
      articles: '/remotes/mf-articles/mf-manifest.json',
      admin: '/remotes/mf-admin/mf-manifest.json',
      clients: '/remotes/mf-clients/mf-manifest.json',
    },
  });
  app = t.app;
});
afterAll(async () => {
  await t.close();
  await rm(siteDir, { recursive: true, force: true });
});

describe('the shell', () => {
  it('serves index.html at / with no-cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves content-hashed files as immutable and other files as no-cache', async () => {
    const hashed = await app.inject({ method: 'GET', url: '/vendors.0123abcd.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ method: 'GET', url: '/main.js' });
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('compresses text assets', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const brotli = await app.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('sends the .br or .gz the build wrote beside a hashed chunk, as it is, and revalidates it', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const brotli = await app.inject({ method: 'GET', url: '/big.0123abcd.js', headers: browser });
    expect(brotli.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload).toEqual(brotliCompressSync(BIG_SCRIPT));
    const gzip = await app.inject({ method: 'GET', url: '/big.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.rawPayload).toEqual(gzipSync(BIG_SCRIPT));
    const plain = await app.inject({ method: 'GET', url: '/big.0123abcd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    const again = await app.inject({ method: 'GET', url: '/big.0123abcd.js', headers: { ...browser, 'if-none-match': String(brotli.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // Without files from the build, a chunk is still compressed, once.
    const unprepared = await app.inject({ method: 'GET', url: '/unprepared.0123abcd.css', headers: browser });
    expect(unprepared.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(unprepared.rawPayload).toString()).toContain('бизнес');
  });

  it('sends the built .br of a file that is revalidated (a remote entry) with no-cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes/mf-articles/remoteEntry.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('var articles;');
  });

  it('does not serve a file outside the site by a hashed-looking path', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes/mf-articles/../../shell/dist/big.0123abcd.js' });
    expect(response.statusCode).not.toBe(500);
    const outside = await app.inject({ method: 'GET', url: '/remotes/mf-articles/%2e%2e/%2e%2e/package.0123abcd.js' });
    expect(outside.statusCode).toBe(404);
  });

  it('answers client-side routes with index.html (history fallback), GET and HEAD', async () => {
    for (const url of ['/courses', '/events', '/admin/articles', '/privacy', '/courses/?utm_source=x']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const head = await app.inject({ method: 'HEAD', url: '/articles', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(200);
  });

  it('answers 404 with the page (the browser shows its not-found text) for an address that names no page', async () => {
    for (const url of ['/no/such/page', '/courses/a/b', '/admin', '/clients/17/x', '/lectors/x']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('tells crawlers not to index the staff screens', async () => {
    for (const url of ['/admin/articles', '/clients/by-email', '/clients/filtered', '/clients', '/clients/17']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const page = await app.inject({ method: 'GET', url: '/courses', headers: { accept: 'text/html' } });
    expect(page.headers['x-robots-tag']).toBeUndefined();
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing.0123abcd.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('keeps the envelope for unknown /api paths, even for browsers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, data: null, message: 'Ресурсът не е намерен' });
  });

  it('answers a page address with the page, whatever the Accept header asks for', async () => {
    for (const accept of ['application/json', 'application/json, text/plain', 'image/webp']) {
      const response = await app.inject({ method: 'GET', url: '/articles', headers: { accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(INDEX);
    }
    // An address that names no page still is not one.
    const nothing = await app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'application/json' } });
    expect(nothing.statusCode).toBe(404);
  });
});

describe('API addresses never reach the site files', () => {
  const envelope = (message: string) => ({ success: false, data: null, message });

  it('answers an unknown API path with the 404 envelope, a doubled slash included', async () => {
    for (const url of ['/api/no-such-thing', '/api//courses', '/api/courses/1/nothing', '/api/docs.0123abcd.js', `/api/${'b'.repeat(300)}`]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url, headers: { accept: '*/*' } });
        expect({ method, url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
          method,
          url,
          status: 404,
          type: 'application/json; charset=utf-8',
        });
        if (method === 'GET') expect(response.json()).toEqual(envelope('Ресурсът не е намерен'));
      }
    }
  });

  it('answers 414 with the envelope for a path segment longer than any parameter may be', async () => {
    for (const url of [
      `/api/${'a'.repeat(5000)}`,
      `/api/${'b'.repeat(301)}`,
      `/api/courses/slug/${'c'.repeat(301)}`,
      `/api/articles/images/${'d'.repeat(400)}.png`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect({ url: url.slice(0, 40), status: response.statusCode }).toEqual({ url: url.slice(0, 40), status: 414 });
      expect(response.json()).toEqual(envelope('Адресът на заявката е твърде дълъг'));
    }
  });
});

describe('the remotes', () => {
  it('serves a remote under /remotes/<folder>/ with the right cache headers', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/remotes/mf-articles/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'articles' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/remotes/mf-articles/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ method: 'GET', url: '/remotes/mf-articles/src_expose.89abcdef.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a remote whose dist folder is missing, even for a browser', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes/mf-admin/mf-manifest.json', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
  });

  it('serves a remote built after the server started', async () => {
    await put('mf-admin/dist/mf-manifest.json', '{"name":"admin"}');
    const response = await app.inject({ method: 'GET', url: '/remotes/mf-admin/mf-manifest.json' });
    expect(response.statusCode).toBe(200);
  });

  it('answers /remotes.json from the configuration, uncached', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      catalog: 'https://catalog.example.bg:3001/mf-manifest.json',
      articles: '/remotes/mf-articles/mf-manifest.json',
      admin: '/remotes/mf-admin/mf-manifest.json',
      clients: '/remotes/mf-clients/mf-manifest.json',
    });
  });
});

describe('security headers', () => {
  it('sends a CSP allowing exactly the absolute remote origins, nosniff and the referrer policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self' https://catalog.example.bg:3001",
      'connect-src': "'self' https://catalog.example.bg:3001",
      'img-src': "'self' data: https:",
      'frame-src': 'https://www.youtube-nocookie.com',
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(directives['style-src']).toContain("'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives API answers the short set for data: nothing may run or frame them, no sniffing', async () => {
    for (const url of ['/api/health', '/api/no-such-call']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('sends HSTS only when the site is served over HTTPS (PUBLIC_URL https)', async () => {
    for (const url of ['/', '/api/health']) expect((await app.inject({ method: 'GET', url })).headers['strict-transport-security']).toBeUndefined();
    const overHttps = await t.buildSibling({ publicUrl: 'https://biznes-akademia.bg' });
    for (const url of ['/', '/api/health']) {
      expect((await overHttps.inject({ method: 'GET', url })).headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });

  it('gives the API docs page a policy its scripts can run under', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json()).toMatchObject({ openapi: '3.1.0' });
    expect(Object.keys(spec.json<{ paths: Record<string, unknown> }>().paths)).toEqual(
      expect.arrayContaining(['/api/clients/filtered', '/api/articles/{id}/view']),
    );
  });
});

describe('a site that is not built', () => {
  it('answers 503 with the build command for page routes', async () => {
    const emptySite = await mkdtemp(path.join(os.tmpdir(), 'empty-site-'));
    const other = await t.buildSibling({ siteDir: emptySite });
    const response = await other.inject({ method: 'GET', url: '/courses', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    expect((await other.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await rm(emptySite, { recursive: true, force: true });
  });
});
