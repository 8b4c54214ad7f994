// A remote's server code runs without the server's secrets, data or file system: a hostile container, live
// (rendering pages) and uploaded as a release (in the check), reads the environment, the server's files and
// the parent's environment, writes a file and starts a process; it reports what it got in its page or in the
// reason its release is refused. And one that ends its process takes no page down.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ReleaseRefusal } from '@site/shared/contracts/release';
import { multipartFile } from '../test/fixtures';
import { visibleText } from '../test/page-text';
import { catalogModules, containerExposing, handWrittenBuild, repoRoot, serveCatalogContainers } from '../test/release-builds';
import { adminHeaders, createTestContext, envelopeOf, type TestContext } from '../test/test-app';

const written = path.join(os.tmpdir(), `remote-code-wrote-${process.pid}.txt`);
/** What the hostile code gets when every attempt is refused. */
const NOTHING =
  'env=0 database=none parent-environ=ERR_ACCESS_DENIED uploads=ERR_ACCESS_DENIED server-files=ERR_ACCESS_DENIED write=ERR_ACCESS_DENIED spawn=ERR_ACCESS_DENIED';

/** Code that tries everything a team's build must not do, and leaves what it got in `globalThis.found`. */
const tryEverything = (uploadsDir: string) => `
  const found = [];
  const fs = process.getBuiltinModule('node:fs');
  const attempt = (name, run) => {
    try { run(); found.push(name + '=got-it'); } catch (error) { found.push(name + '=' + (error.code || error.message)); }
  };
  found.push('env=' + Object.keys(process.env).length);
  found.push('database=' + (process.env.DATABASE_URL || process.env.ADMIN_PASSWORD ? 'found' : 'none'));
  attempt('parent-environ', () => fs.readFileSync('/proc/' + process.ppid + '/environ'));
  attempt('uploads', () => fs.readdirSync(${JSON.stringify(uploadsDir)}));
  attempt('server-files', () => fs.readFileSync(${JSON.stringify(__filename)}));
  attempt('write', () => fs.writeFileSync(${JSON.stringify(written)}, 'written by a remote'));
  attempt('spawn', () => process.getBuiltinModule('node:child_process').execFileSync('id'));
  globalThis.found = found.join(' ');
`;

/** A catalog container whose every page and section shows what the code found. */
const hostileContainer = (uploadsDir: string) =>
  tryEverything(uploadsDir) +
  containerExposing(
    Object.fromEntries(Object.entries(catalogModules('FOUND')).map(([name, source]) => [name, source.replaceAll('"FOUND"', 'globalThis.found')])),
  );

afterEach(() => rm(written, { force: true }));

// The tests only read the seeded content (a refused build stores nothing), so they share one database; a live
// remote is rendered by an app of its own over it, as another process would be (with its own renderer process).
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ siteDir: repoRoot, seed: true });
});
afterAll(() => t.close());

describe('a live remote', () => {
  const containers: Record<string, string> = {};
  let remote: Awaited<ReturnType<typeof serveCatalogContainers>>;
  beforeAll(async () => {
    remote = await serveCatalogContainers(containers);
  });
  afterAll(() => remote.close());
  const withCatalogAt = (scenario: string) => remote.remotesWithCatalogAt(scenario);
  const page = async (app: FastifyInstance, url: string) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    return { status: response.statusCode, text: visibleText(response.payload) };
  };

  it('renders its pages without the environment, the server’s files, writing or starting processes', async () => {
    const app = await t.buildSibling({ remotes: withCatalogAt('hostile') });
    containers['hostile'] = hostileContainer(t.uploadsDir);
    try {
      const courses = await page(app, '/courses');
      expect(courses.status).toBe(200);
      expect(courses.text).toContain(NOTHING);
      expect(existsSync(written)).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('that ends the rendering process leaves the page to the browser, and the server answers on', async () => {
    containers['exits'] = containerExposing({ ...catalogModules('x'), CoursesPage: '{ Component: () => process.exit(7), loader: async () => null }' });
    const app = await t.buildSibling({ remotes: withCatalogAt('exits') });
    try {
      const courses = await page(app, '/courses');
      expect(courses.status).toBe(200);
      expect(courses.text).toContain('Бизнес Академия');
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

it('checks an uploaded release without the environment, the server’s files, writing or starting processes', async () => {
  const archive = await handWrittenBuild('mf-catalog', `${tryEverything(t.uploadsDir)}\nthrow new Error(globalThis.found);`);
  const form = multipartFile('build', 'dist.tar.gz', archive, 'application/gzip');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/releases/catalog',
    headers: { ...(await adminHeaders(t.app)), ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(422);
  expect(envelopeOf<ReleaseRefusal>(response).data.reasons).toEqual([`Сървърният контейнер (server/remoteEntry.js) не се зарежда: ${NOTHING}`]);
  expect(existsSync(written)).toBe(false);
});
