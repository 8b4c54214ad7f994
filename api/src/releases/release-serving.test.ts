// The build folders become release 1 of each remote at the first start, and pages and /remotes.json name
// each release's own, never-changing URLs; the files are served from the database, cached for good.
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { createTestContext, type TestContext } from '../test/test-app';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const RELEASE_MANIFEST = /^\/remotes\/mf-(catalog|articles|admin|clients)\/r\/([0-9a-f]{12})\/mf-manifest\.json$/;

describe('release 1 from the build folders', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext({ siteDir: repoRoot, seed: true });
  });
  afterAll(() => t.close());

  it('names each remote by its release in /remotes.json and in the page', async () => {
    const remotes = (await t.app.inject({ url: '/remotes.json' })).json<Record<string, string>>();
    expect(Object.keys(remotes).sort()).toEqual(['admin', 'articles', 'catalog', 'clients']);
    for (const [name, url] of Object.entries(remotes)) expect(RELEASE_MANIFEST.exec(url)?.[1]).toBe(name);

    const page = await t.app.inject({ url: '/courses', headers: { accept: 'text/html' } });
    const carried = /<script id="remotes-config" type="application\/json">(.*?)<\/script>/.exec(page.payload)?.[1];
    expect(JSON.parse(carried ?? 'null')).toEqual(remotes);
    // The route's CSS is linked from the release's folder too.
    expect(page.payload).toMatch(
      new RegExp(
        `<link rel="stylesheet" href="http://localhost(:\\d+)?${remotes['catalog']!.replace('mf-manifest.json', '')}__federation_expose_CoursesPage\\.[0-9a-f]{8}\\.css">`,
      ),
    );
  });

  it('serves a release file as it was built, immutable, in the encoding the browser takes', async () => {
    const catalog = (await t.app.inject({ url: '/remotes.json' })).json<Record<string, string>>()['catalog']!;
    const base = catalog.replace('mf-manifest.json', '');
    const built = await readFile(path.join(repoRoot, 'mf-catalog', 'dist', 'remoteEntry.js'));

    const entry = await t.app.inject({ url: `${base}remoteEntry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(entry.rawPayload.equals(built)).toBe(true);

    const compressed = await t.app.inject({ url: `${base}remoteEntry.js`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).equals(built)).toBe(true);

    const manifest = await t.app.inject({ url: catalog });
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(manifest.json<{ name: string }>().name).toBe('catalog');

    expect((await t.app.inject({ url: `${base}no-such-file.js` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/remotes/mf-catalog/r/000000000000/remoteEntry.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/remotes/mf-catalog/r/not-an-id/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('changes nothing when another process starts with the same build folders', async () => {
    const before = (await t.app.inject({ url: '/remotes.json' })).json<Record<string, string>>();
    const sibling = await t.buildSibling();
    expect((await sibling.inject({ url: '/remotes.json' })).json()).toEqual(before);
  });

  it('gives way to REMOTE_*_URL when a remote moves elsewhere, as long as nobody promoted a release of it', async () => {
    const before = (await t.app.inject({ url: '/remotes.json' })).json<Record<string, string>>();
    const moved = await t.buildSibling({ remotes: { ...t.config.remotes, articles: 'https://articles.example.bg/mf-manifest.json' } });
    const remotes = (await moved.inject({ url: '/remotes.json' })).json<Record<string, string>>();
    expect(remotes).toEqual({ ...before, articles: 'https://articles.example.bg/mf-manifest.json' });
  });
});

describe('a remote hosted elsewhere (REMOTE_*_URL)', () => {
  it('is not imported: its URL is what the pages name', async () => {
    const t = await createTestContext({
      siteDir: repoRoot,
      remotes: {
        catalog: '/remotes/mf-catalog/mf-manifest.json',
        articles: 'https://articles.example.bg/mf-manifest.json',
        admin: '/remotes/mf-admin/mf-manifest.json',
        clients: '/remotes/mf-clients/mf-manifest.json',
      },
    });
    try {
      const remotes = (await t.app.inject({ url: '/remotes.json' })).json<Record<string, string>>();
      expect(remotes['articles']).toBe('https://articles.example.bg/mf-manifest.json');
      expect(remotes['catalog']).toMatch(RELEASE_MANIFEST);
    } finally {
      await t.close();
    }
  });
});
