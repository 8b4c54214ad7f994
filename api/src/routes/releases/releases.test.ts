// Releases through the API, on the real site (the built shell and remotes) and a real database: who may
// release, what the check refuses and why, what visitors get after a promotion, a rollback and a canary,
// and a second process seeing a promotion made by the first.
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@site/shared';
import type { Release, ReleaseRefusal, RemoteReleases } from '@site/shared/contracts/release';
import { multipartFile } from '../../test/fixtures';
import {
  catalogModules,
  containerExposing,
  editedBuild,
  editedBuildFolder,
  handWrittenBuild,
  partialBuild,
  replacingText,
  repoRoot,
  serveFolder,
} from '../../test/release-builds';
import { adminHeaders, createTestContext, envelopeOf, type TestContext } from '../../test/test-app';

const HEADING = 'Нашият лекторски състав';
/** The check's time limit here: the real builds pass in about 2 s on a busy machine. */
const CHECK_LIMIT_MS = 10_000;
const NEW_HEADING = 'Лекторите ни, нова версия';

let t: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestContext({ siteDir: repoRoot, seed: true, releasePollMs: 200, releaseCheckTimeoutMs: CHECK_LIMIT_MS });
  admin = await adminHeaders(t.app);
});
afterAll(() => t.close());

const upload = (app: FastifyInstance, remote: string, archive: Buffer, fields: Record<string, string> = {}, headers = admin) => {
  const form = multipartFile('build', 'dist.tar.gz', archive, 'application/gzip', fields);
  return app.inject({ method: 'POST', url: `/api/releases/${remote}`, headers: { ...headers, ...form.headers }, payload: form.payload });
};

const promote = (app: FastifyInstance, remote: string, id: string, body: object = {}, headers = admin) =>
  app.inject({ method: 'POST', url: `/api/releases/${remote}/${id}/promote`, headers, payload: body });

async function releasesOf(app: FastifyInstance, remote: string): Promise<RemoteReleases> {
  const response = await app.inject({ url: '/api/releases', headers: admin });
  expect(response.statusCode).toBe(200);
  return envelopeOf<RemoteReleases[]>(response).data.find((entry) => entry.remote === remote)!;
}

/** The page's text as a reader without JavaScript gets it, and the remotes it names. */
async function page(app: FastifyInstance, url: string, cookie?: string) {
  const response = await app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const remotes = JSON.parse(/<script id="remotes-config" type="application\/json">(.*?)<\/script>/.exec(response.payload)?.[1] ?? '{}') as Record<
    string,
    string
  >;
  const text = response.payload.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ');
  return { status: response.statusCode, text, remotes, setCookie: response.headers['set-cookie'] };
}

const catalogWithHeading = (heading: string) => editedBuild('mf-catalog', replacingText(HEADING, heading));

describe('who may release', () => {
  it('counts uploads per address only once the credential is right: refused ones do not use up the limit', async () => {
    const address = '10.77.200.1';
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/releases/catalog',
        payload: { manifestUrl: 'https://x.example/m.json' },
        remoteAddress: address,
      });
      expect(refused.statusCode).toBe(401);
    }
    const valid = await t.app.inject({
      method: 'POST',
      url: '/api/releases/catalog',
      headers: admin,
      payload: { manifestUrl: 'https://not-listed.example/mf-manifest.json' },
      remoteAddress: address,
    });
    expect(valid.statusCode).toBe(400);
  });

  it('answers 401 on every release route without the administrator token', async () => {
    const archive = await catalogWithHeading(NEW_HEADING);
    const live = (await releasesOf(t.app, 'catalog')).live!.id;
    for (const response of [
      await t.app.inject({ url: '/api/releases' }),
      await upload(t.app, 'catalog', archive, {}, {}),
      await t.app.inject({ method: 'POST', url: '/api/releases/catalog', payload: { manifestUrl: 'https://catalog.example.bg/mf-manifest.json' } }),
      await promote(t.app, 'catalog', live, {}, {}),
      await t.app.inject({ url: '/api/releases', headers: { authorization: 'Bearer wrong-token' } }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response).success).toBe(false);
    }
    expect((await releasesOf(t.app, 'catalog')).history).toEqual([]);
  });
});

describe('a release, a rollback', () => {
  let first: string;
  let second: string;

  it('lists release 1 of each remote, taken from its build folder', async () => {
    const response = await t.app.inject({ url: '/api/releases', headers: admin });
    const all = envelopeOf<RemoteReleases[]>(response).data;
    expect(all.map((entry) => entry.remote)).toEqual(['catalog', 'articles', 'admin', 'clients']);
    for (const entry of all) {
      expect(entry.live).toMatchObject({ origin: 'dist', remote: entry.remote, failures24h: 0 });
      expect(entry.canary).toBeNull();
      expect(entry.manifestUrl).toBe(entry.live!.manifestUrl);
      expect(entry.previousLiveId).toBeNull();
    }
    first = all[0]!.live!.id;
    expect(all[0]!.live!.shared['react']).toBe('^19.2.0');
  });

  it('makes an uploaded build live at once: the next page shows it, and names it', async () => {
    expect((await page(t.app, '/lectors')).text).toContain(HEADING);
    const response = await upload(t.app, 'catalog', await catalogWithHeading(NEW_HEADING), { gitCommit: 'abc1234' });
    const body = envelopeOf<{ release: Release }>(response);
    expect(response.statusCode).toBe(201);
    second = body.data.release.id;
    expect(body.message).toBe(`Версия ${second} е текущата`);
    expect(body.data.release).toMatchObject({
      remote: 'catalog',
      origin: 'upload',
      gitCommit: 'abc1234',
      manifestUrl: `/remotes/mf-catalog/r/${second}/mf-manifest.json`,
    });

    const after = await page(t.app, '/lectors');
    expect(after.text).toContain(NEW_HEADING);
    expect(after.text).not.toContain(HEADING);
    expect(after.remotes['catalog']).toBe(`/remotes/mf-catalog/r/${second}/mf-manifest.json`);
    const listed = await releasesOf(t.app, 'catalog');
    expect(listed.live!.id).toBe(second);
    expect(listed.history.map((release) => release.id)).toEqual([first]);
    expect(listed.previousLiveId).toBe(first);
  });

  it('refuses the same build twice (409, naming it)', async () => {
    const response = await upload(t.app, 'catalog', await catalogWithHeading(NEW_HEADING));
    expect(response.statusCode).toBe(409);
    expect(envelopeOf<ReleaseRefusal>(response).data.id).toBe(second);
  });

  it('rolls back by promoting the earlier id', async () => {
    const response = await promote(t.app, 'catalog', first);
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response).message).toBe(`Версия ${first} е текущата`);
    const after = await page(t.app, '/lectors');
    expect(after.text).toContain(HEADING);
    expect(after.text).not.toContain(NEW_HEADING);
    expect(after.remotes['catalog']).toBe(`/remotes/mf-catalog/r/${first}/mf-manifest.json`);
    // The release stays stored: its files are still served to a page rendered with it.
    expect((await t.app.inject({ url: `/remotes/mf-catalog/r/${second}/remoteEntry.js` })).statusCode).toBe(200);
    // What was live before is what the next rollback returns to, though it is the newer build.
    expect((await releasesOf(t.app, 'catalog')).previousLiveId).toBe(second);
    await promote(t.app, 'catalog', first);
    expect((await releasesOf(t.app, 'catalog')).previousLiveId).toBe(second);
  });

  it('answers 404 for an unknown release or one of another remote, 400 for an unknown remote', async () => {
    expect((await promote(t.app, 'catalog', '0123456789ab')).statusCode).toBe(404);
    const articles = (await releasesOf(t.app, 'articles')).live!.id;
    expect((await promote(t.app, 'catalog', articles)).statusCode).toBe(404);
    expect((await promote(t.app, 'shop', first)).statusCode).toBe(400);
  });

  it('stores a build without making it live when asked (promote=false)', async () => {
    const response = await upload(t.app, 'catalog', await catalogWithHeading('Лектори, без да е текуща'), { promote: 'false' });
    expect(response.statusCode).toBe(201);
    const id = envelopeOf<{ release: Release }>(response).data.release.id;
    expect(envelopeOf(response).message).toBe(`Версия ${id} е приета`);
    expect((await releasesOf(t.app, 'catalog')).live!.id).toBe(first);
    expect((await page(t.app, '/lectors')).text).not.toContain('Лектори, без да е текуща');
  });
});

describe('the check: a broken build never goes live', () => {
  /** `uploadTook`, if given, is told how long the upload (and so its check) took. */
  const refused = async (archive: Buffer, app = t.app, uploadTook?: (ms: number) => void) => {
    const live = (await releasesOf(app, 'catalog')).live!.id;
    const started = Date.now();
    const response = await upload(app, 'catalog', archive);
    uploadTook?.(Date.now() - started);
    const body = envelopeOf<ReleaseRefusal>(response) as Envelope<ReleaseRefusal>;
    expect(response.statusCode).toBe(422);
    expect(body.message).toBe('Версията не е приета: проверката намери проблеми');
    // Nothing changed for visitors, and nothing was stored.
    expect((await releasesOf(app, 'catalog')).live!.id).toBe(live);
    expect((await page(app, '/lectors')).text).toContain(HEADING);
    return body.data.reasons;
  };

  it('refuses a server container that throws while loading', async () => {
    const reasons = await refused(await handWrittenBuild('mf-catalog', "throw new Error('счупена сборка');"));
    expect(reasons).toEqual([expect.stringMatching(/^Сървърният контейнер \(server\/remoteEntry\.js\) не се зарежда: .*счупена сборка/)]);
  });

  it('refuses a build that lacks a module the shell uses', async () => {
    const { LectorsPage: _left, ...others } = catalogModules('Каталог');
    const reasons = await refused(await handWrittenBuild('mf-catalog', containerExposing(others)));
    expect(reasons).toEqual(['Липсва модулът „LectorsPage“, който обвивката използва за /lectors: Module "./LectorsPage" does not exist in container.']);
  });

  it('refuses a module without the shape of a route module', async () => {
    const modules = { ...catalogModules('Каталог'), EventsPage: "{ Component: 'не е компонент', loader: 'не е функция' }" };
    const reasons = await refused(await handWrittenBuild('mf-catalog', containerExposing(modules)));
    expect(reasons).toEqual([
      'Модулът „EventsPage“ (/events) няма формата на маршрутен модул (Component, loader, head): Component не е React компонент; loader не е функция',
    ]);
  });

  it('refuses a route that throws when it renders with the current data, naming the page', async () => {
    const modules = { ...catalogModules('Каталог'), LectorsPage: "{ Component: () => { throw new Error('няма лектори'); }, loader: async () => null }" };
    const reasons = await refused(await handWrittenBuild('mf-catalog', containerExposing(modules)));
    expect(reasons).toEqual(['Страницата не се изобразява: /lectors: няма лектори']);
  });

  it('refuses a build whose shared requirements the running shell does not meet', async () => {
    const reasons = await refused(
      await editedBuild('mf-catalog', (text, file) => (file === 'server/remoteEntry.js' ? text.replaceAll('"^19.2.0"', '"^99.0.0"') : text)),
    );
    expect(reasons).toEqual(expect.arrayContaining([expect.stringMatching(/^Изисква react \^99\.0\.0, а обвивката предоставя 19\./)]));
  });

  it('stops a build that never answers at the time limit', async () => {
    // A server with a shorter limit than this file's: the test waits it out.
    const limitMs = 3_000;
    const server = await t.buildSibling({ releaseCheckTimeoutMs: limitMs });
    const modules = { ...catalogModules('Каталог'), CoursesPage: 'new Promise(() => undefined)' };
    let uploadMs = 0;
    const reasons = await refused(await handWrittenBuild('mf-catalog', containerExposing(modules)), server, (ms) => (uploadMs = ms));
    expect(reasons).toEqual(['Проверката не завърши за 3 s: сборката зарежда или изобразява страниците си твърде бавно (или никога)']);
    // The upload waited its own limit out and was stopped by it, before this file's limit (10 s) would have.
    expect(uploadMs).toBeGreaterThanOrEqual(limitMs);
    expect(uploadMs).toBeLessThan(CHECK_LIMIT_MS);
  });

  it('runs the build apart from the server: a container that exits ends only its check', async () => {
    const reasons = await refused(await handWrittenBuild('mf-catalog', 'process.exit(3);'));
    expect(reasons).toEqual(['Проверката спря (код 3) преди да завърши']);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 400 for what is not a build, 422 for a build of another remote', async () => {
    const notArchive = await upload(t.app, 'catalog', Buffer.from('not a tarball at all'));
    expect(notArchive.statusCode).toBe(400);
    expect(envelopeOf(notArchive).message).toMatch(/^Архивът не може да се прочете: /);
    const articlesBuild = await editedBuild('mf-articles', (text) => text);
    const wrong = await upload(t.app, 'catalog', articlesBuild);
    expect(wrong.statusCode).toBe(422);
    expect(envelopeOf(wrong).message).toBe('Сборката е на „articles“, а не на „catalog“');
    const noServer = await upload(t.app, 'catalog', await partialBuild('mf-catalog', ['mf-manifest.json', 'remoteEntry.js']));
    expect(noServer.statusCode).toBe(400);
    expect(envelopeOf(noServer).message).toBe('В сборката липсва server/remoteEntry.js');
  });
});

describe('a canary', () => {
  let live: string;
  let canary: string;

  beforeAll(async () => {
    live = (await releasesOf(t.app, 'catalog')).live!.id;
    const response = await upload(t.app, 'catalog', await catalogWithHeading('Лектори на пробната версия'), { share: '30' });
    expect(response.statusCode).toBe(201);
    canary = envelopeOf<{ release: Release }>(response).data.release.id;
    expect(envelopeOf(response).message).toBe(`Версия ${canary} е пробна за 30% от посетителите`);
  });

  it('is listed beside the live release with its share', async () => {
    const listed = await releasesOf(t.app, 'catalog');
    expect(listed.live!.id).toBe(live);
    expect(listed.canary).toMatchObject({ id: canary, share: 30 });
  });

  it('reaches exactly the visitors whose bucket is below its share', async () => {
    let reached = 0;
    for (let bucket = 0; bucket < 100; bucket += 1) {
      const remotes = (await t.app.inject({ url: '/remotes.json', headers: { cookie: `release-bucket=${bucket}` } })).json<Record<string, string>>();
      const expected = bucket < 30 ? canary : live;
      expect(remotes['catalog']).toBe(`/remotes/mf-catalog/r/${expected}/mf-manifest.json`);
      if (bucket < 30) reached += 1;
    }
    expect(reached).toBe(30);
    const inCanary = await page(t.app, '/lectors', 'release-bucket=7');
    expect(inCanary.text).toContain('Лектори на пробната версия');
    expect(inCanary.remotes['catalog']).toContain(canary);
    const outside = await page(t.app, '/lectors', 'release-bucket=30');
    expect(outside.text).toContain(HEADING);
  });

  it('gives a new visitor a bucket cookie, and the same releases on every later load', async () => {
    const first = await page(t.app, '/lectors');
    const cookie = String(first.setCookie).split(';')[0]!;
    expect(cookie).toMatch(/^release-bucket=\d{1,2}$/);
    expect(String(first.setCookie)).toContain('Max-Age=31536000');
    expect(String(first.setCookie)).not.toContain('Secure');
    // Behind a proxy that terminated HTTPS (TRUST_PROXY), the cookie is only sent back over HTTPS.
    const behindHttps = await t.buildSibling({ trustProxy: true });
    const secure = await behindHttps.inject({ url: '/lectors', headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
    expect(String(secure.headers['set-cookie'])).toMatch(/; Secure$/);
    for (let load = 0; load < 3; load += 1) {
      const again = await page(t.app, '/lectors', cookie);
      expect(again.remotes).toEqual(first.remotes);
      expect(again.setCookie).toBeUndefined();
    }
  });

  it('ends when a release is promoted for everyone', async () => {
    expect((await promote(t.app, 'catalog', canary, { share: 100 })).statusCode).toBe(200);
    const listed = await releasesOf(t.app, 'catalog');
    expect(listed.live!.id).toBe(canary);
    expect(listed.canary).toBeNull();
    expect((await page(t.app, '/lectors', 'release-bucket=99')).text).toContain('Лектори на пробната версия');
    // No canary: no cookie for new visitors.
    expect((await page(t.app, '/lectors')).setCookie).toBeUndefined();
    expect((await promote(t.app, 'catalog', live)).statusCode).toBe(200);
  });

  it('refuses the live release as its own canary', async () => {
    const response = await promote(t.app, 'catalog', live, { share: 10 });
    expect(response.statusCode).toBe(409);
    expect(envelopeOf(response).message).toBe(`Версия ${live} вече е текущата`);
  });
});

describe("browsers' reports of a release that failed to load", () => {
  const report = (body: object, remoteAddress = '10.9.0.1') => t.app.inject({ method: 'POST', url: '/api/federation/failures', payload: body, remoteAddress });

  it('counts them per release for the last 24 hours, without the token, and leaves kept pages alone', async () => {
    const { live } = await releasesOf(t.app, 'articles');
    const browser = { accept: 'text/html' };
    const kept = await t.app.inject({ url: '/articles', headers: browser });
    for (const address of ['10.9.0.1', '10.9.0.2']) {
      const response = await report({ remote: 'articles', manifestUrl: live!.manifestUrl }, address);
      expect(response.statusCode).toBe(201);
      expect(envelopeOf(response).message).toBe('Записано');
    }
    // A URL that names no release of this remote is not counted against any.
    expect((await report({ remote: 'articles', manifestUrl: 'https://elsewhere.example.bg/mf-manifest.json' })).statusCode).toBe(201);
    expect((await report({ remote: 'catalog', manifestUrl: live!.manifestUrl })).statusCode).toBe(201);
    expect((await releasesOf(t.app, 'articles')).live!.failures24h).toBe(2);
    const revisit = await t.app.inject({ url: '/articles', headers: { ...browser, 'if-none-match': String(kept.headers.etag) } });
    expect(revisit.statusCode).toBe(304);
  });

  it('refuses what is not a report, and more than 10 a minute from one address', async () => {
    expect((await report({ remote: 'shop', manifestUrl: '/x' }, '10.9.1.1')).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await report({ remote: 'admin', manifestUrl: '/x' }, '10.9.2.1')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('two processes on one database', () => {
  it('the other process serves a promotion within seconds', async () => {
    const other = await t.buildSibling();
    const { live, history } = await releasesOf(t.app, 'catalog');
    const target = history[0]!.id;
    expect((await other.inject({ url: '/remotes.json' })).json<Record<string, string>>()['catalog']).toContain(live!.id);
    const promotedAt = Date.now();
    expect((await promote(t.app, 'catalog', target)).statusCode).toBe(200);
    let seen = '';
    while (Date.now() - promotedAt < 5000) {
      seen = (await other.inject({ url: '/remotes.json' })).json<Record<string, string>>()['catalog']!;
      if (seen.includes(target)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toBe(`/remotes/mf-catalog/r/${target}/mf-manifest.json`);
    // And renders with it.
    expect((await page(other, '/lectors')).remotes['catalog']).toContain(target);
    await promote(t.app, 'catalog', live!.id);
  });
});

describe('a build hosted elsewhere', () => {
  const HOSTED_HEADING = 'Лекторите ни, от друг сървър';
  let dir: string;
  let hosted: Awaited<ReturnType<typeof serveFolder>>;

  beforeAll(async () => {
    dir = await editedBuildFolder('mf-catalog', replacingText(HEADING, HOSTED_HEADING));
    hosted = await serveFolder(dir);
  });
  afterAll(async () => {
    await hosted.close();
    await rm(dir, { recursive: true, force: true });
  });

  // The hosted builds of these tests are served on 127.0.0.1, which only a test may allow.
  let hostedApp: FastifyInstance;
  beforeAll(async () => {
    hostedApp = await t.buildSibling({ releaseHosts: ['127.0.0.1'], releaseHostsMayBeInternal: true });
  });
  const register = (body: object, app = hostedApp) => app.inject({ method: 'POST', url: '/api/releases/catalog', headers: admin, payload: body });

  it('is registered by its manifest URL, checked, made live, and pages render with it from there', async () => {
    const before = (await releasesOf(t.app, 'catalog')).live!.id;
    const manifestUrl = `${hosted.url}/mf-manifest.json`;
    const response = await register({ manifestUrl, gitCommit: 'feed123' });
    expect(response.statusCode).toBe(201);
    const { release } = envelopeOf<{ release: Release }>(response).data;
    expect(release).toMatchObject({ remote: 'catalog', origin: 'url', manifestUrl, gitCommit: 'feed123', sizeBytes: 0 });

    // Live everywhere within 5 s (each process re-reads what is live every second; kept pages live 5 s).
    let after = await page(t.app, '/lectors');
    for (const started = Date.now(); !after.text.includes(HOSTED_HEADING) && Date.now() - started < 6_000;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await page(t.app, '/lectors');
    }
    expect(after.text).toContain(HOSTED_HEADING);
    expect(after.remotes['catalog']).toBe(manifestUrl);
    expect((await register({ manifestUrl })).statusCode).toBe(409);
    expect((await promote(t.app, 'catalog', before)).statusCode).toBe(200);
  });

  it('is refused with the reason when its files cannot be fetched, or it is not a build of this remote', async () => {
    const missing = await register({ manifestUrl: `${hosted.url}/elsewhere/mf-manifest.json` });
    expect(missing.statusCode).toBe(400);
    // What the host answered is not repeated: a release credential is no scanner of the server's network.
    expect(envelopeOf(missing).message).toBe('Сборката не може да се изтегли от този адрес');
    const notAUrl = await register({ manifestUrl: 'catalog/mf-manifest.json' });
    expect(notAUrl.statusCode).toBe(400);
  });

  it('is fetched only from RELEASE_HOSTS, never from a loopback, private or link-local address, and the refusal echoes nothing', async () => {
    const manifestUrl = `${hosted.url}/mf-manifest.json`;
    const notListed = await register({ manifestUrl }, t.app);
    expect([notListed.statusCode, envelopeOf(notListed).message]).toEqual([400, 'Адресът „127.0.0.1“ не е сред разрешените за сборки (RELEASE_HOSTS)']);
    const port = new URL(hosted.url).port;
    const listedButInternal = await t.buildSibling({ releaseHosts: ['127.0.0.1', 'localhost', '169.254.169.254', '10.0.0.8'] });
    for (const url of [
      manifestUrl,
      `http://localhost:${port}/mf-manifest.json`,
      'http://169.254.169.254/latest/mf-manifest.json',
      'http://10.0.0.8/mf-manifest.json',
    ]) {
      const refused = await register({ manifestUrl: url }, listedButInternal);
      expect({ url, status: refused.statusCode, message: envelopeOf(refused).message }).toEqual({
        url,
        status: 400,
        message: 'Сборка не се изтегля от вътрешен адрес (loopback, частна или локална мрежа)',
      });
    }
  });
});
