import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { articles } from '../db/schema';
import { decodeEntities } from '../test/html';
import { articleBody, courseBody, eventBody } from '../test/fixtures';
import { createTestContext, type TestContext } from '../test/test-app';
import { sitePages } from '@site/shared/site-pages';
import { matchSitePath, type SitePathName } from '@site/shared/site-paths';

const HOST = 'biznes.example';
const ORIGIN = `http://${HOST}`;
const SHELL_BUILT = new Date('2024-03-05T12:00:00Z');

let siteDir: string;
let t: TestContext;
let app: FastifyInstance;
let today: string;

interface SitemapUrl {
  loc: string;
  lastmod: string;
}

/** The <url> entries, their text unescaped as an XML parser would read it. */
function urlsOf(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)].map(([, loc = '', lastmod = '']) => ({
    loc: decodeEntities(loc),
    lastmod,
  }));
}

const sitemap = (target: FastifyInstance = app, host = HOST) => target.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } });

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'fake-site-'));
  const index = path.join(siteDir, 'shell', 'dist', 'index.html');
  await mkdir(path.dirname(index), { recursive: true });
  await writeFile(index, '<!doctype html><html><head><title>Бизнес Академия</title></head><body></body></html>');
  await utimes(index, SHELL_BUILT, SHELL_BUILT);
  t = await createTestContext({ siteDir });
  app = t.app;
  today = new Date().toISOString().slice(0, 10);
  const { courses, events } = t.repos;
  await t.repos.articles.create(articleBody({ slug: 'publikuvana', title: 'Публикувана' }));
  // Slugs written through the API follow a strict pattern; one written past it still cannot break the XML.
  await t.repos.articles.create(articleBody({ slug: "o'reilly-&-sinove", title: 'Странен адрес' }));
  await t.repos.articles.create(articleBody({ slug: 'chernova', title: 'Чернова', isPublished: false }));
  await courses.create(courseBody({ slug: 'aktiven-kurs', title: 'Активен курс' }));
  await courses.create(courseBody({ slug: 'vip-rastezh', title: 'вип ПАКЕТ Растеж' }));
  await courses.create(courseBody({ slug: 'neaktiven-kurs', title: 'Неактивен курс', isActive: false }));
  await courses.create(courseBody({ slug: 'neaktiven-vip', title: 'ВИП пакет Стар', isActive: false }));
  await events.create(eventBody({ slug: 'predstoyashto', eventDate: '2099-01-10' }));
  await events.create(eventBody({ slug: 'minalo', eventDate: '2000-01-10' }));
  await events.create(eventBody({ slug: 'neaktivno', eventDate: '2099-02-10', isActive: false }));
  await events.create(eventBody({ slug: 's-landing', eventDate: '2099-03-10', landingPageUrl: 'https://example.com/landing?a=1&b=2' }));
});
afterAll(async () => {
  await t.close();
  await rm(siteDir, { recursive: true, force: true });
});

describe('/sitemap.xml', () => {
  it('lists exactly the public pages: static routes, active courses and VIP packages, upcoming events with a page here, published articles', async () => {
    const response = await sitemap();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(response.body.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = urlsOf(response.body).map((url) => url.loc);
    expect(locs).toEqual([
      ...['/', '/courses', '/lectors', '/events', '/articles', '/contact', '/iban', '/privacy', '/terms', '/marketing', '/cookies'].map((p) => ORIGIN + p),
      `${ORIGIN}/courses/aktiven-kurs`,
      `${ORIGIN}/vip-package/vip-rastezh`,
      `${ORIGIN}/events/predstoyashto`,
      `${ORIGIN}/articles/o'reilly-%26-sinove`,
      `${ORIGIN}/articles/publikuvana`,
    ]);
  });

  it('lists the pages the page table says it lists: each "listed" one, and items of each "one per item" one', async () => {
    const listed = new Set(urlsOf((await sitemap()).body).map((url) => matchSitePath(new URL(url.loc).pathname)));
    const decided = (Object.keys(sitePages) as SitePathName[]).filter((name) => sitePages[name].sitemap !== 'not listed');
    expect([...listed].sort()).toEqual(decided.sort());
  });

  it('never lists drafts, inactive courses, past, inactive or externally hosted events, or the staff areas', async () => {
    const { body } = await sitemap();
    for (const hidden of ['chernova', 'neaktiven-kurs', 'neaktiven-vip', 'minalo', 'neaktivno', 's-landing', 'example.com', '/admin', '/clients']) {
      expect({ hidden, listed: body.includes(hidden) }).toEqual({ hidden, listed: false });
    }
  });

  it('escapes the text it writes: every & and quote is an entity', async () => {
    const { body } = await sitemap();
    expect(body).toContain('<loc>http://biznes.example/articles/o&apos;reilly-%26-sinove</loc>');
    expect(body.replace(/^<\?xml[^>]*\?>/, '')).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)|'|"(?![^<]*>)/);
  });

  it('dates every page: content from its own changes, static pages from the shell build, lists from what they show', async () => {
    const urls = urlsOf((await sitemap()).body);
    expect(urls.every((url) => /^\d{4}-\d{2}-\d{2}$/.test(url.lastmod))).toBe(true);
    const lastmod = (loc: string) => urls.find((url) => url.loc === ORIGIN + loc)?.lastmod;
    expect(lastmod('/privacy')).toBe('2024-03-05');
    expect(lastmod('/lectors')).toBe('2024-03-05');
    for (const page of ['/', '/articles', '/courses', '/events', '/articles/publikuvana', '/courses/aktiven-kurs', '/events/predstoyashto']) {
      expect({ page, lastmod: lastmod(page) }).toEqual({ page, lastmod: today });
    }
  });

  it('dates an article by its last edit or publication', async () => {
    const article = await t.repos.articles.findBySlug('publikuvana');
    if (!article) throw new Error('seeded article missing');
    await t.database.db
      .update(articles)
      .set({ updatedAt: new Date('2023-07-01T08:00:00Z'), publishedAt: new Date('2023-06-01T08:00:00Z') })
      .where(eq(articles.id, article.id));
    const urls = urlsOf((await sitemap()).body);
    expect(urls.find((url) => url.loc === `${ORIGIN}/articles/publikuvana`)?.lastmod).toBe('2023-07-01');
  });

  it('follows publication at once', async () => {
    const draft = await t.repos.articles.findBySlug('chernova');
    await t.repos.articles.togglePublish(draft?.id ?? 0);
    expect((await sitemap()).body).toContain(`<loc>${ORIGIN}/articles/chernova</loc>`);
    await t.repos.articles.togglePublish(draft?.id ?? 0);
    expect((await sitemap()).body).not.toContain('chernova');
  });

  it('writes absolute addresses on PUBLIC_URL when it is set, and never an untrustworthy Host', async () => {
    const configured = await t.buildSibling({ publicUrl: 'https://biznes-akademia.bg' });
    const urls = urlsOf((await sitemap(configured)).body);
    expect(urls.every((url) => url.loc.startsWith('https://biznes-akademia.bg/'))).toBe(true);
    const hostile = urlsOf((await sitemap(app, 'evil.example"><x')).body);
    expect(hostile[0]?.loc).toBe('http://localhost/');
  });
});

describe('/robots.txt', () => {
  it('allows everything but the staff areas and points to the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /clients\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });

  it('names the PUBLIC_URL sitemap when it is set', async () => {
    const configured = await t.buildSibling({ publicUrl: 'https://biznes-akademia.bg' });
    const response = await configured.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Sitemap: https://biznes-akademia.bg/sitemap.xml\n');
  });
});
