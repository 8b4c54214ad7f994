import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { articleBody, courseBody, eventBody } from '../test/fixtures';
import { headElements, metaContent, only, type HeadElement } from '../test/html';
import { adminHeaders, createTestContext, type TestContext } from '../test/test-app';

// Shaped like the built shell/dist/index.html: minified, unquoted attributes, a default title and description.
const INDEX =
  '<!doctype html><html lang=bg><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<title>Бизнес Академия</title><meta name=description content="Курсове > статии и събития"><link rel=icon href=data:,></head>' +
  '<body><div id=root></div><script defer src=/main.js></script></body></html>';

const HOST = 'biznes.example';
const ORIGIN = `http://${HOST}`;

let siteDir: string;
let t: TestContext;
let app: FastifyInstance;

const page = (url: string, target: FastifyInstance = app) =>
  target.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml', host: HOST } });

function headOf(response: LightMyRequestResponse): HeadElement[] {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  return headElements(response.body);
}

const jsonLdOf = (head: HeadElement[]): { '@context': string; '@graph': Record<string, unknown>[] } =>
  JSON.parse(only(head, 'script', { type: 'application/ld+json', 'data-page-json-ld': '' }).text);
/** One object of the page's JSON-LD graph, by its type. */
const jsonLdItem = (head: HeadElement[], type: string) => jsonLdOf(head)['@graph'].find((item) => item['@type'] === type);

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'fake-site-'));
  await mkdir(path.join(siteDir, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(siteDir, 'shell', 'dist', 'index.html'), INDEX);
  t = await createTestContext({ siteDir });
  app = t.app;
  const { articles, courses, categories } = t.repos;
  const category = await categories.create({ name: 'Финанси', slug: 'finansi', order: 1 });
  await articles.create(
    articleBody({
      slug: 'pari-v-biznesa',
      title: 'Парите в бизнеса',
      shortDescription: 'Кратко за парите',
      metaDescription: 'Как да управлявате паричния поток на малката фирма',
      metaKeywords: 'паричен поток, финанси',
      featuredImage: '0123456789abcdef0123456789abcdef.png',
      authorName: 'Мария Иванова',
      categoryId: category.id,
      tags: ['финанси', 'пари'],
    }),
  );
  await articles.create(
    articleBody({ slug: 'bez-meta', title: 'Без мета описание', shortDescription: 'Краткото описание служи за мета', tags: ['продажби', 'клиенти'] }),
  );
  await articles.create(articleBody({ slug: 'chernova', title: 'Чернова', isPublished: false }));
  await articles.create(
    articleBody({
      slug: 'opasno-zaglavie',
      title: 'Заглавие "в кавички" & \'апостроф\' </title><script>alert(1)</script>',
      shortDescription: '"><img src=x onerror=alert(2)>',
      metaKeywords: '</script><script>alert(3)</script>',
    }),
  );
  await courses.create(courseBody({ slug: 'biznes-planirane', title: 'Бизнес планиране', shortDescription: 'Бизнес план стъпка по стъпка' }));
  await courses.create(courseBody({ slug: 'vip-rastezh', title: 'ВИП пакет „Растеж“', shortDescription: 'Лична менторска подкрепа' }));
  await courses.create(courseBody({ slug: 'neaktiven', title: 'Неактивен курс', isActive: false }));
  await t.repos.events.create(eventBody({ slug: 'biznes-forum', title: 'Бизнес форум', shortDescription: 'Среща на предприемачи' }));
  await courses.create(courseBody({ slug: 'opasen-kurs', title: 'Курс "<b>смел</b>"', shortDescription: "' onfocus='alert(4)" }));
});
afterAll(async () => {
  await t.close();
  await rm(siteDir, { recursive: true, force: true });
});

describe('an article page', () => {
  it("carries the article's title, description, keywords, canonical link and Open Graph tags", async () => {
    const head = headOf(await page('/articles/pari-v-biznesa'));
    expect(only(head, 'title').text).toBe('Парите в бизнеса | Бизнес Академия');
    expect(metaContent(head, 'description')).toBe('Как да управлявате паричния поток на малката фирма');
    expect(metaContent(head, 'keywords')).toBe('паричен поток, финанси');
    expect(only(head, 'link', { rel: 'canonical' }).attributes.href).toBe(`${ORIGIN}/articles/pari-v-biznesa`);
    expect(metaContent(head, 'og:type')).toBe('article');
    expect(metaContent(head, 'og:title')).toBe('Парите в бизнеса');
    expect(metaContent(head, 'og:description')).toBe('Как да управлявате паричния поток на малката фирма');
    expect(metaContent(head, 'og:url')).toBe(`${ORIGIN}/articles/pari-v-biznesa`);
    expect(metaContent(head, 'og:image')).toBe(`${ORIGIN}/api/articles/images/0123456789abcdef0123456789abcdef.png`);
    expect(metaContent(head, 'og:site_name')).toBe('Бизнес Академия');
    // The rest of index.html is untouched: the charset first, the app's root and script.
    expect(head[0]).toEqual({ tag: 'meta', attributes: { charset: 'utf-8' }, text: '' });
    expect(only(head, 'link', { rel: 'icon' })).toBeDefined();
  });

  it('carries JSON-LD Article data and its breadcrumb, marked as the page’s own so the browser replaces it', async () => {
    const head = headOf(await page('/articles/pari-v-biznesa'));
    expect(jsonLdOf(head)['@context']).toBe('https://schema.org');
    expect(jsonLdOf(head)['@graph'].map((item) => item['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(jsonLdItem(head, 'BreadcrumbList')?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Бизнес Академия', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Статии', item: `${ORIGIN}/articles` },
      { '@type': 'ListItem', position: 3, name: 'Парите в бизнеса', item: `${ORIGIN}/articles/pari-v-biznesa` },
    ]);
    expect(jsonLdItem(head, 'Article')).toMatchObject({
      '@type': 'Article',
      headline: 'Парите в бизнеса',
      description: 'Как да управлявате паричния поток на малката фирма',
      image: [`${ORIGIN}/api/articles/images/0123456789abcdef0123456789abcdef.png`],
      author: { '@type': 'Person', name: 'Мария Иванова' },
      publisher: { '@type': 'Organization', name: 'Бизнес Академия', url: ORIGIN },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/articles/pari-v-biznesa` },
      articleSection: 'Финанси',
      keywords: 'финанси, пари',
      inLanguage: 'bg',
    });
    const published = jsonLdItem(head, 'Article')?.['datePublished'];
    expect(typeof published === 'string' && !Number.isNaN(Date.parse(published))).toBe(true);
  });

  it('falls back to the short description, keywords from the tags, and no image', async () => {
    const head = headOf(await page('/articles/bez-meta'));
    expect(metaContent(head, 'description')).toBe('Краткото описание служи за мета');
    expect(metaContent(head, 'og:description')).toBe('Краткото описание служи за мета');
    expect(metaContent(head, 'keywords')).toBe('продажби, клиенти');
    expect(head.some((element) => element.attributes.property === 'og:image')).toBe(false);
    expect(jsonLdItem(head, 'Article')).toMatchObject({
      '@type': 'Article',
      description: 'Краткото описание служи за мета',
      author: { '@type': 'Organization', name: 'Бизнес Академия' },
    });
  });

  it('replaces the description of index.html rather than adding a second one', async () => {
    const response = await page('/articles/bez-meta');
    expect(response.body).not.toContain('Курсове &gt; статии');
    expect(response.body).not.toContain('Курсове > статии');
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body.match(/name="?description/g)).toHaveLength(1);
  });

  it('escapes a hostile title, description and keywords: they stay text, no element breaks out', async () => {
    const response = await page('/articles/opasno-zaglavie');
    const head = headOf(response);
    const title = 'Заглавие "в кавички" & \'апостроф\' </title><script>alert(1)</script>';
    expect(only(head, 'title').text).toBe(`${title} | Бизнес Академия`);
    expect(metaContent(head, 'og:title')).toBe(title);
    expect(metaContent(head, 'description')).toBe('"><img src=x onerror=alert(2)>');
    expect(metaContent(head, 'keywords')).toBe('</script><script>alert(3)</script>');
    expect(jsonLdItem(head, 'Article')).toMatchObject({ headline: title });
    // Only the JSON-LD block and the app's own script, and no image element anywhere.
    expect(response.body.match(/<script/gi)).toHaveLength(2);
    expect(response.body).not.toMatch(/<img/i);
    expect(head.map((element) => element.tag).filter((tag) => !['meta', 'title', 'link', 'script'].includes(tag))).toEqual([]);
  });

  it('uses PUBLIC_URL for every absolute address when it is set', async () => {
    const configured = await t.buildSibling({ publicUrl: 'https://biznes-akademia.bg' });
    const head = headOf(await page('/articles/pari-v-biznesa', configured));
    expect(only(head, 'link', { rel: 'canonical' }).attributes.href).toBe('https://biznes-akademia.bg/articles/pari-v-biznesa');
    expect(metaContent(head, 'og:image')).toBe('https://biznes-akademia.bg/api/articles/images/0123456789abcdef0123456789abcdef.png');
  });

  it('answers HEAD like GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/articles/pari-v-biznesa', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/articles/nyama-takava', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });
});

describe('a course page', () => {
  it("carries the course's title, description, canonical link and Open Graph tags of a website", async () => {
    const head = headOf(await page('/courses/biznes-planirane'));
    expect(only(head, 'title').text).toBe('Бизнес планиране | Бизнес Академия');
    expect(metaContent(head, 'description')).toBe('Бизнес план стъпка по стъпка');
    expect(only(head, 'link', { rel: 'canonical' }).attributes.href).toBe(`${ORIGIN}/courses/biznes-planirane`);
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(metaContent(head, 'og:title')).toBe('Бизнес планиране');
    expect(metaContent(head, 'og:description')).toBe('Бизнес план стъпка по стъпка');
    expect(metaContent(head, 'og:url')).toBe(`${ORIGIN}/courses/biznes-planirane`);
    expect(metaContent(head, 'og:site_name')).toBe('Бизнес Академия');
    expect(head.some((element) => element.tag === 'script')).toBe(false);
  });

  it('gives a VIP package its /vip-package/ address as canonical', async () => {
    const head = headOf(await page('/vip-package/vip-rastezh'));
    expect(only(head, 'title').text).toBe('ВИП пакет „Растеж“ | Бизнес Академия');
    expect(only(head, 'link', { rel: 'canonical' }).attributes.href).toBe(`${ORIGIN}/vip-package/vip-rastezh`);
  });

  it('redirects a VIP package opened under /courses/ to /vip-package/, and a course opened there back, keeping the query', async () => {
    const vip = await page('/courses/vip-rastezh?utm_source=bulletin');
    expect(vip.statusCode).toBe(302);
    expect(vip.headers.location).toBe('/vip-package/vip-rastezh?utm_source=bulletin');
    const course = await page('/vip-package/biznes-planirane');
    expect(course.statusCode).toBe(302);
    expect(course.headers.location).toBe('/courses/biznes-planirane');
  });

  it('escapes a hostile course title and description', async () => {
    const response = await page('/courses/opasen-kurs');
    const head = headOf(response);
    expect(only(head, 'title').text).toBe('Курс "<b>смел</b>" | Бизнес Академия');
    expect(metaContent(head, 'description')).toBe("' onfocus='alert(4)");
    expect(response.body).not.toContain('<b>');
    expect(head.every((element) => !('onfocus' in element.attributes))).toBe(true);
  });
});

describe('an event page', () => {
  it("carries the event's title, description, canonical link and Open Graph tags", async () => {
    const head = headOf(await page('/events/biznes-forum'));
    expect(only(head, 'title').text).toBe('Бизнес форум | Бизнес Академия');
    expect(metaContent(head, 'description')).toBe('Среща на предприемачи');
    expect(only(head, 'link', { rel: 'canonical' }).attributes.href).toBe(`${ORIGIN}/events/biznes-forum`);
    expect(metaContent(head, 'og:title')).toBe('Бизнес форум');
  });
});

describe('a detail page that names nothing public', () => {
  it.each([
    ['an unknown article', '/articles/nyama-takava'],
    ['a draft', '/articles/chernova'],
    ['an unknown course', '/courses/nyama-takav'],
    ['an inactive course', '/courses/neaktiven'],
    ['an unknown VIP package', '/vip-package/nyama-takav'],
    ['an unknown event', '/events/nyama-takova'],
  ])('%s: the plain index.html with 404, so the browser still shows its not-found text', async (_name, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps a draft hidden even from a logged-in administrator (the page is public)', async () => {
    const admin = await adminHeaders(app);
    const response = await app.inject({ method: 'GET', url: '/articles/chernova', headers: { ...admin, accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
  });

  it('shows an article once it is published, and 404 again once it is withdrawn', async () => {
    const admin = await adminHeaders(app);
    const draft = await t.repos.articles.findBySlug('chernova');
    const toggle = () => app.inject({ method: 'POST', url: `/api/articles/${draft?.id ?? 0}/toggle-publish`, headers: admin });
    expect((await toggle()).statusCode).toBe(200);
    expect(only(headOf(await page('/articles/chernova')), 'title').text).toBe('Чернова | Бизнес Академия');
    expect((await toggle()).statusCode).toBe(200);
    expect((await page('/articles/chernova')).statusCode).toBe(404);
  });
});

describe('every other page', () => {
  it('gets index.html unchanged', async () => {
    for (const url of ['/', '/articles', '/courses', '/events', '/contact']) {
      const response = await page(url);
      expect({ url, status: response.statusCode, body: response.body }).toEqual({ url, status: 200, body: INDEX });
    }
    // Below an article there is no page: not found, without an article's head.
    const below = await page('/articles/pari-v-biznesa/komentari');
    expect({ status: below.statusCode, body: below.body }).toEqual({ status: 404, body: INDEX });
  });
});

describe('a lookup that fails', () => {
  it('serves index.html as it is, and logs the failed statement by its code, never its parameters', async () => {
    const lines: string[] = [];
    const logged = await t.buildSibling({ logLevel: 'error', logStream: { write: (line) => lines.push(line) } });
    await t.database.db.execute(sql`alter table articles rename to articles_away`);
    try {
      const response = await page('/articles/tajna-statiia-7391', logged);
      expect({ status: response.statusCode, body: response.body }).toEqual({ status: 200, body: INDEX });
    } finally {
      await t.database.db.execute(sql`alter table articles_away rename to articles`);
    }
    const failure = lines.find((line) => line.includes('page head lookup failed'));
    expect(failure).toContain('"code":"42P01"');
    expect(failure).toMatch(/"query":"select /);
    expect(failure).not.toContain('tajna-statiia-7391');
  });
});
