// Pages rendered by the server (the built shell's renderer and the remotes' server containers), asked for
// through app.inject: each public route's visible text and status, and what a broken remote does to a page.
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { articleBody, categoryBody } from '../test/fixtures';
import { UNSET_SITE_SETTINGS } from '@site/shared';
import { sitePages } from '@site/shared/site-pages';
import { pathTo, type SitePathName } from '@site/shared/site-paths';
import { paramsFor, readSeededExamples, type ListedItem } from '@site/shared/testing/seeded-examples';
import { adminTestApp, call, createTestContext, type TestContext } from '../test/test-app';
import { STATIC_PAGE_TEXTS, visibleText } from '../test/page-text';
import { serveCatalogContainers } from '../test/release-builds';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

async function page(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, text: visibleText(response.payload), html: response.payload, headers: response.headers };
}

describe('server-rendered pages', () => {
  const suite = adminTestApp({ siteDir: repoRoot, seed: true });
  /** Creates content through the API as staff do (which clears the kept pages it touches). */
  const create = async (url: string, payload: object) => {
    const created = await call(suite.t.app, { method: 'POST', url, headers: suite.admin, payload });
    expect(created.status).toBe(201);
  };

  it('renders every public route with its data and status', async () => {
    for (const [url, ...shown] of [
      ['/', 'Безплатен курс по предприемачество', 'Бизнес планиране'],
      ['/courses', /Бизнес планиране .*250,53\s€/],
      ['/courses/biznes-planirane', 'Бизнес планиране'],
      ['/lectors', 'Нашият лекторски състав', 'Николай Стоянов'],
      ['/events', /\d{1,2}( и \d{1,2})? [а-я]+ \d{4} г\./],
      ['/articles?category=finance', 'Категории'],
      ...STATIC_PAGE_TEXTS,
    ] as const) {
      const { status, text } = await page(suite.t.app, url);
      expect(status).toBe(200);
      // toMatch with a string: the text contains it.
      for (const expected of shown) expect(text).toMatch(expected);
    }
    expect((await page(suite.t.app, '/courses/biznes-planirane')).html).toContain('<title>Бизнес планиране | Бизнес Академия</title>');
  });

  it('says noindex on exactly the public pages the page table does not index', async () => {
    const { params } = await readSeededExamples(async (path) => (await suite.t.app.inject({ url: `/api${path}` })).json<{ data: ListedItem[] }>().data);
    const publicPages = (Object.keys(sitePages) as SitePathName[]).filter((name) => sitePages[name].audience === 'public');
    const saysNoindex: Record<string, boolean> = {};
    for (const name of publicPages) {
      const { status, html } = await page(suite.t.app, pathTo(name, paramsFor(params, name)));
      expect({ name, status }).toEqual({ name, status: 200 });
      saysNoindex[name] = /<meta name="robots" content="[^"]*noindex/.test(html);
    }
    expect(saysNoindex).toEqual(Object.fromEntries(publicPages.map((name) => [name, !sitePages[name].indexed])));
  });

  it('shows the company settings that are set', async () => {
    const contact = await page(suite.t.app, '/contact');
    expect(contact.text).toContain('Имейл за поддръжка support@example.bg');
    expect(contact.text).toContain('Управител Иван Примеров');
    expect(contact.text).toContain('ЕИК 123456789');
    expect((await page(suite.t.app, '/iban')).text).toContain('IBAN BG80 BNBG 9661 1020 3456 78');
  });

  it('writes the head each page states: canonical link, Open Graph and JSON-LD that parses', async () => {
    const jsonLdOf = (html: string) => {
      const script = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/);
      expect(script).not.toBeNull();
      return JSON.parse(script![1]!) as Record<string, unknown>;
    };
    const types = (data: Record<string, unknown>) => ((data['@graph'] as Record<string, unknown>[] | undefined) ?? [data]).map((item) => item['@type']);

    const home = await page(suite.t.app, '/');
    expect(home.html).toMatch(/<link rel="canonical" href="http:\/\/localhost(:\d+)?\/">/);
    expect(types(jsonLdOf(home.html))).toEqual(['Organization']);

    const course = await page(suite.t.app, '/courses/biznes-planirane');
    const courseData = jsonLdOf(course.html);
    expect(types(courseData)).toEqual(['Course', 'BreadcrumbList']);
    expect(JSON.stringify(courseData)).toContain('"price":"250.53","priceCurrency":"EUR"');
    expect(course.text).toMatch(/250,53\s€/);
    expect(course.text).not.toMatch(/лв|лева/);
    expect(course.html).toContain('<meta property="og:title" content="Бизнес планиране">');
    // The picture of the first screenful is asked for in the head, at the sizes the page draws it.
    const preload = course.html.match(/<link rel="preload" as="image" imagesrcset="([^"]+)" imagesizes="([^"]+)" type="image\/avif" fetchpriority="high">/);
    expect(preload?.[1]).toMatch(/^\/api\/pictures\/\d+\/480\.avif 480w, \/api\/pictures\/\d+\/720\.avif 720w, \/api\/pictures\/\d+\/960\.avif 960w$/);
    // The same candidates and sizes as the page's own AVIF source, so the browser fetches that file once.
    const source = course.html.match(/<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>/);
    expect([preload?.[1], preload?.[2]]).toEqual([source?.[1], source?.[2]]);
    expect(course.html.indexOf('rel="preload" as="image"')).toBeLessThan(course.html.indexOf('</head>'));
    expect((await page(suite.t.app, '/courses')).html).toMatch(/<link rel="preload" as="image" imagesrcset="\/api\/pictures\/\d+\/480\.avif/);

    expect(types(jsonLdOf((await page(suite.t.app, '/lectors')).html))).toEqual(['ItemList', 'BreadcrumbList']);
    expect(JSON.stringify(jsonLdOf((await page(suite.t.app, '/lectors')).html))).toContain('"@type":"Person"');
    const eventSlug = (await suite.t.app.inject({ url: '/api/events/active' })).json<{ data: { slug: string }[] }>().data[0]!.slug;
    expect(types(jsonLdOf((await page(suite.t.app, `/events/${eventSlug}`)).html))).toEqual(['Event', 'BreadcrumbList']);
    const article = (await suite.t.app.inject({ url: '/api/articles/published' })).json<{ data: { slug: string; title: string }[] }>().data[0]!;
    const articlePage = await page(suite.t.app, `/articles/${article.slug}`);
    const articleData = jsonLdOf(articlePage.html);
    expect(types(articleData)).toEqual(['Article', 'BreadcrumbList']);
    // Home, the articles, the article: names as the pages title them, addresses absolute like the canonical link.
    const origin = /<link rel="canonical" href="(http:\/\/localhost(?::\d+)?)\/articles\//.exec(articlePage.html)?.[1];
    expect(origin).toBeDefined();
    const trail = (articleData['@graph'] as Record<string, unknown>[]).find((item) => item['@type'] === 'BreadcrumbList');
    expect(trail?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Бизнес Академия', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Статии', item: `${origin}/articles` },
      { '@type': 'ListItem', position: 3, name: article.title, item: `${origin}/articles/${article.slug}` },
    ]);
    // One of each: the page's own tags replace the document's defaults.
    expect(course.html.match(/<title>/g)).toHaveLength(1);
    expect(course.html.match(/<meta name="description"/g)?.length ?? course.html.match(/<meta name=description/g)?.length).toBe(1);
  });

  it('answers 404 with the not-found text, and redirects a VIP package opened as a course', async () => {
    const unknown = await page(suite.t.app, '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Страницата не е намерена');
    const course = await page(suite.t.app, '/courses/no-such-course');
    expect(course.status).toBe(404);
    expect(course.text).toContain('Курсът не е намерен.');

    const vip = (await suite.t.app.inject({ url: '/api/courses/active' }))
      .json<{ data: { slug: string; title: string }[] }>()
      .data.find((c) => /^вип пакет/i.test(c.title));
    const redirect = await suite.t.app.inject({ url: `/courses/${vip!.slug}?from=test`, headers: { accept: 'text/html' } });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/vip-package/${vip!.slug}?from=test`);
  });

  it('does not render staff screens, and marks them noindex', async () => {
    const admin = await page(suite.t.app, '/admin/articles');
    expect(admin.status).toBe(200);
    expect(admin.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(admin.html).toMatch(/<div id="?root"?><\/div>/);
  });

  it('tells a reader without JavaScript that a staff screen needs it, and says nothing of the kind on a public page', async () => {
    const notice = 'Този екран работи само с включен JavaScript. Включете го в браузъра си и заредете страницата отново.';
    for (const url of ['/admin/articles', '/clients', '/clients/by-email']) {
      const staff = await page(suite.t.app, url);
      expect(staff.html).toMatch(/<div id="?root"?><\/div><noscript>.*<\/noscript>/);
      expect(staff.text).toContain(notice);
    }
    for (const url of ['/', '/courses', '/articles', '/privacy', '/no-such-page']) {
      const html = (await page(suite.t.app, url)).html;
      expect(html).toContain('<div id="root"><');
      expect(html).not.toContain('<noscript');
      expect(html).not.toContain('JavaScript');
    }
  });

  it('hands the browser the data it rendered with, and shows a write on the next request', async () => {
    const before = await page(suite.t.app, '/articles');
    const state = before.html.match(/<script id="hydration-state" type="application\/json">(.*?)<\/script>/);
    expect(state).not.toBeNull();
    const queries = (JSON.parse(state![1]!) as { queries: { queries: { queryKey: unknown[] }[] } }).queries.queries;
    expect(queries.map((query) => query.queryKey[0])).toContain('articles');
    expect(before.text).not.toContain('Статия от теста за сървърно изобразяване');

    // The page was kept; a write through the API clears it with the reads it was made of.
    await create('/api/articles', articleBody({ title: 'Статия от теста за сървърно изобразяване', slug: 'statiia-ot-testa' }));
    const after = await page(suite.t.app, '/articles');
    expect(after.text).toContain('Статия от теста за сървърно изобразяване');
    const article = await page(suite.t.app, '/articles/statiia-ot-testa');
    expect(article.status).toBe(200);
    expect(article.html).toContain('<p>Съдържание</p>');
  });

  it('sends a kept page compressed, with an ETag a revisit turns into a 304, and a new one after a write', async () => {
    const browser = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
    const first = await suite.t.app.inject({ method: 'GET', url: '/events', headers: browser });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<div id="root">');
    const etag = String(first.headers.etag);
    const revisit = await suite.t.app.inject({ method: 'GET', url: '/events', headers: { ...browser, 'if-none-match': etag } });
    expect(revisit.statusCode).toBe(304);
    expect(revisit.rawPayload.length).toBe(0);

    await create('/api/categories', categoryBody({ name: 'Категория на теста', slug: 'kategoriia-na-testa' }));
    const after = await suite.t.app.inject({ method: 'GET', url: '/events', headers: { ...browser, 'if-none-match': etag } });
    // Any write clears every kept page: the page is rendered again; the same HTML keeps its validator.
    expect([200, 304]).toContain(after.statusCode);
    const articles = await suite.t.app.inject({ method: 'GET', url: '/articles', headers: browser });
    const articlesAfter = await suite.t.app.inject({
      method: 'GET',
      url: '/articles',
      headers: { ...browser, 'if-none-match': String(articles.headers.etag) },
    });
    expect(articlesAfter.statusCode).toBe(304);
    await create('/api/categories', categoryBody({ name: 'Втора категория', slug: 'vtora-kategoriia' }));
    const changed = await suite.t.app.inject({ method: 'GET', url: '/articles', headers: { ...browser, 'if-none-match': String(articles.headers.etag) } });
    expect(changed.statusCode).toBe(200);
    expect(brotliDecompressSync(changed.rawPayload).toString()).toContain('Втора категория');
  });

  it('pages the article list with plain links: the older articles are one link away, without JavaScript', async () => {
    const published = async () => (await call<{ title: string }[]>(suite.t.app, { url: '/api/articles/published' })).body;
    for (let index = (await published()).page?.total ?? 0; index < 13; index += 1) {
      await create('/api/articles', articleBody({ title: `Страниране ${index}`, slug: `stranirane-${index}` }));
    }
    const { data: newestFirst, page: info } = await published();
    const pages = Math.ceil(info!.total / 12);
    const first = await page(suite.t.app, '/articles');
    expect(first.text).toContain(`Страница 1 от ${pages}`);
    expect(first.html).toMatch(/<a[^>]*href="\/articles\?page=2"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="\/articles\?page=2"/);
    expect(first.text).not.toContain(newestFirst[12]!.title);

    const second = await page(suite.t.app, '/articles?page=2');
    expect(second.status).toBe(200);
    expect(second.text).toContain(newestFirst[12]!.title);
    expect(second.text).not.toContain(newestFirst[0]!.title);
    expect(second.html).toContain('<title>Статии, страница 2 | Бизнес Академия</title>');
    expect(second.html).toMatch(/<link rel="canonical" href="http:\/\/localhost(:\d+)?\/articles\?page=2"/);
  });
});

// The apps below each run with one setting of their own (the company settings, where the catalog is served from)
// and only read, so they share one seeded database that no test writes to: each test builds its own app over it,
// as another process would be (its own renderer process too), and closes it.
let readOnly: TestContext;
beforeAll(async () => {
  readOnly = await createTestContext({ siteDir: repoRoot, seed: true });
});
afterAll(() => readOnly.close());

async function appOverReadOnly(config: Parameters<TestContext['buildSibling']>[0], use: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const app = await readOnly.buildSibling(config);
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

describe('company settings left unset', () => {
  it('leave out what needs them, with no placeholder', async () => {
    await appOverReadOnly({ siteSettings: UNSET_SITE_SETTINGS }, async (app) => {
      for (const url of ['/contact', '/iban', '/privacy', '/terms', '/marketing', '/cookies']) {
        const shown = await page(app, url);
        expect(shown.status).toBe(200);
        expect(shown.text).not.toMatch(/[[\]@]/);
        expect(shown.text).not.toMatch(/ЕИК|Седалище и адрес на управление|Управител|IBAN BG/);
      }
      expect((await page(app, '/iban')).text).toContain('свържете се с нас и ще ви изпратим данните на банковата сметка (IBAN, BIC и банка)');
    });
  });
});

describe('a remote that fails on the server', () => {
  // Hand-written server containers: one that throws as it is evaluated, one whose components throw.
  const containers: Record<string, string> = {
    'throws-loading': "throw new Error('broken deploy');",
    'throws-rendering': `module.exports = {
      init() {},
      get(name) {
        const fail = (what) => () => { throw new Error('render failure in ' + what); };
        const modules = {
          './CoursesPage': { Component: fail('CoursesPage'), loader: async () => null },
          './CoursesSlider': { Component: fail('CoursesSlider'), loader: async () => undefined },
        };
        if (!modules[name]) return Promise.reject(new Error('no ' + name));
        return Promise.resolve(() => modules[name]);
      },
    };`,
  };
  let remote: Awaited<ReturnType<typeof serveCatalogContainers>>;
  const remotesWithCatalogAt = (scenario: string) => remote.remotesWithCatalogAt(scenario);

  /** A container whose courses page says which version it is (a component may return text). */
  const versionedContainer = (version: number) => `module.exports = {
    init() {},
    get(name) {
      if (name !== './CoursesPage') return Promise.reject(new Error('no ' + name));
      return Promise.resolve(() => ({ Component: () => 'Каталог, версия ${version}', loader: async () => null }));
    },
  };`;

  beforeAll(async () => {
    remote = await serveCatalogContainers(containers, ['hangs']);
  });
  afterAll(() => remote.close());

  it('renders a remote redeployed alone in its new version, without a restart', async () => {
    containers['redeployed'] = versionedContainer(1);
    await appOverReadOnly({ remoteRefreshMs: 100, remotes: remotesWithCatalogAt('redeployed') }, async (app) => {
      expect((await page(app, '/courses')).text).toContain('Каталог, версия 1');
      containers['redeployed'] = versionedContainer(2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await page(app, '/courses')).text).toContain('Каталог, версия 2');
    });
  });

  it.each(['hangs', 'throws-loading', 'throws-rendering'])('%s: the page answers 200 with everything else and one warning', async (scenario) => {
    const logLines: string[] = [];
    const config = { logLevel: 'warn', logStream: { write: (line: string) => logLines.push(line) }, remotes: remotesWithCatalogAt(scenario) };
    await appOverReadOnly(config, async (app) => {
      const started = Date.now();
      const courses = await page(app, '/courses');
      const home = await page(app, '/');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(courses.status).toBe(200);
      expect(courses.text).toContain('Последвайте ни'); // the layout's footer
      expect(courses.text).toContain('Зареждане...'); // the catalog's part, left to the browser
      expect(courses.text).not.toContain('250,53');
      expect(home.status).toBe(200);
      expect(home.text).toContain('Безплатен курс по предприемачество');
      expect(home.text).toContain('Полезни статии за вашия бизнес'); // the articles remote's promo
      // A page that waited for a hanging remote may also be logged as a slow request.
      const warnings = logLines
        .map((line) => JSON.parse(line) as { level: number; msg: string; url?: string })
        .filter((line) => line.level === 40 && line.msg !== 'slow request');
      expect(warnings.length).toBeGreaterThan(0);
      expect(warnings.every((line) => /remote|left to the browser/.test(line.msg))).toBe(true);
      // One warning per page answered (and one when the container is found missing), not a cascade.
      expect(warnings.length).toBeLessThanOrEqual(3);
    });
  });
});
