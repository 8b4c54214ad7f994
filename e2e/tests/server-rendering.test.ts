// Pages rendered on the server: their content is in the first response (what a crawler or a link preview
// reads), the browser takes them over without loading the same data again, and a remote whose server
// files do not arrive leaves only its part to the browser.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { endSession, startSession } from '../support/session';
import { freePort, repoRoot, type Site } from '../support/site';
import { STATIC_PAGE_TEXTS, visibleText } from '../../api/src/test/page-text';

async function fetchPage(site: Site, pathname: string): Promise<{ status: number; text: string; html: string }> {
  const response = await fetch(site.baseUrl + pathname, { headers: { accept: 'text/html' }, redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, text: visibleText(html), html };
}

/** Opens a page recording console errors and warnings, page errors and the API calls it makes. */
async function openRecorded(browser: Browser, url: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    // Data reads only: an article page still records its view (a POST) once it is open, and pictures are files.
    if (request.method() === 'GET' && request.resourceType() !== 'image' && new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, problems, apiCalls };
}

describe('server rendering', () => {
  let site: Site;
  let browser: Browser;

  before(async () => {
    ({ site, browser } = await startSession());
  });
  after(() => endSession({ site, browser }));

  test('every public page has its content in the first response', async () => {
    const courses = (await site.api<{ data: { slug: string; title: string }[] }>('/courses/active')).body.data;
    const articles = (await site.api<{ data: { slug: string; title: string }[] }>('/articles/published')).body.data;
    const events = (await site.api<{ data: { slug: string; title: string }[] }>('/events/active')).body.data;
    const lectors = (await site.api<{ data: { fullName?: string; firstName?: string; lastName?: string }[] }>('/lectors')).body.data;
    const course = courses.find((candidate) => !candidate.title.toLowerCase().startsWith('вип пакет'))!;
    const vip = courses.find((candidate) => candidate.title.toLowerCase().startsWith('вип пакет'))!;

    const home = await fetchPage(site, '/');
    assert.equal(home.status, 200);
    assert.match(home.text, /Безплатен курс по предприемачество/);
    assert.match(home.text, new RegExp(courses[0]!.title));

    const list = await fetchPage(site, '/courses');
    assert.equal(list.status, 200);
    for (const { title } of courses.filter((candidate) => candidate !== vip)) assert.ok(list.text.includes(title), `/courses names ${title}`);
    assert.match(list.text, /\d+,\d{2}\s€/);
    assert.doesNotMatch(list.text, /лв/);

    const detail = await fetchPage(site, `/courses/${course.slug}`);
    assert.equal(detail.status, 200);
    assert.ok(detail.text.includes(course.title));
    assert.match(detail.html, /<title>[^<]*<\/title>/);

    const vipPage = await fetchPage(site, `/vip-package/${vip.slug}`);
    assert.equal(vipPage.status, 200);
    assert.ok(vipPage.text.includes(vip.title));

    const lectorsPage = await fetchPage(site, '/lectors');
    assert.equal(lectorsPage.status, 200);
    assert.match(lectorsPage.text, /Нашият лекторски състав/);
    assert.ok(lectors.length > 0);

    const eventsPage = await fetchPage(site, '/events');
    assert.equal(eventsPage.status, 200);
    assert.ok(eventsPage.text.includes(events[0]!.title));
    // The spec's date format: '12 и 13 декември 2026 г.' or a single day.
    assert.match(eventsPage.text, /\d{1,2}( и \d{1,2})? [а-я]+ \d{4} г\./);
    const event = await fetchPage(site, `/events/${events[0]!.slug}`);
    assert.equal(event.status, 200);
    assert.ok(event.text.includes(events[0]!.title));

    const articlesPage = await fetchPage(site, '/articles');
    assert.equal(articlesPage.status, 200);
    assert.match(articlesPage.text, /Категории/);
    for (const { title } of articles) assert.ok(articlesPage.text.includes(title), `/articles names ${title}`);
    const article = await fetchPage(site, `/articles/${articles[0]!.slug}`);
    assert.equal(article.status, 200);
    assert.ok(article.text.includes(articles[0]!.title));
    assert.match(article.html, /class="articles-prose"[^>]*>\s*<(p|h2|h3)/);

    for (const [pathname, text] of STATIC_PAGE_TEXTS) {
      const page = await fetchPage(site, pathname);
      assert.equal(page.status, 200, pathname);
      assert.ok(page.text.includes(text), `${pathname} shows ${text}`);
      assert.doesNotMatch(page.text, /\[[^\]]*\]/, `${pathname} shows no bracketed placeholder`);
    }
    // The company settings the site was started with (support/site.ts).
    const contact = await fetchPage(site, '/contact');
    for (const line of ['Имейл за поддръжка support@example.bg', 'Телефон +359 2 123 4567', 'Управител Иван Примеров', 'ЕИК 123456789']) {
      assert.ok(contact.text.includes(line), `/contact shows ${line}`);
    }
    const iban = await fetchPage(site, '/iban');
    for (const line of ['Банка Примерна банка', 'IBAN BG80 BNBG 9661 1020 3456 78', 'BIC BNBGBGSD']) {
      assert.ok(iban.text.includes(line), `/iban shows ${line}`);
    }
  });

  test('unknown addresses and slugs answer 404 with their not-found text; staff screens are not rendered', async () => {
    const unknown = await fetchPage(site, '/no-such-page');
    assert.equal(unknown.status, 404);
    assert.match(unknown.text, /Страницата не е намерена/);
    const course = await fetchPage(site, '/courses/no-such-course');
    assert.equal(course.status, 404);
    assert.match(course.text, /Курсът не е намерен/);
    const article = await fetchPage(site, '/articles/no-such-article');
    assert.equal(article.status, 404);
    assert.match(article.text, /Статията не е намерена/);

    const admin = await fetch(`${site.baseUrl}/admin/articles`, { headers: { accept: 'text/html' } });
    assert.equal(admin.headers.get('x-robots-tag'), 'noindex, nofollow');
    assert.match(await admin.text(), /<div id="?root"?><\/div>/);
  });

  test('the browser takes a server-rendered page over without fetching its data again or any warning', async () => {
    const articles = (await site.api<{ data: { slug: string }[] }>('/articles/published')).body.data;
    for (const pathname of ['/', '/courses', '/lectors', `/articles/${articles[0]!.slug}`, '/privacy', '/iban']) {
      const { page, problems, apiCalls } = await openRecorded(browser, site.baseUrl + pathname);
      assert.deepEqual(problems, [], `${pathname}: console`);
      assert.deepEqual(apiCalls, [], `${pathname}: API calls while hydrating`);
      // The remotes' runtime finds the stylesheets the server linked: a second link would restyle the page.
      const stylesheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href));
      assert.ok(stylesheets.some((href) => href.includes('/remotes/')) || !['/', '/courses'].includes(pathname), `${pathname}: ${stylesheets.join(', ')}`);
      assert.deepEqual(stylesheets, [...new Set(stylesheets)], `${pathname}: a stylesheet linked twice`);
      await page.close();
    }
  });

  test('a server-rendered page starts its scripts after its first paint, an empty staff page at once', async () => {
    // What the page had reported when start.js added main.js to it: its paints, and whether it had loaded.
    async function whenStarted(pathname: string): Promise<{ paints: number; readyState: string }> {
      const page = await browser.newPage();
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          if (!document.querySelector('head > script[src$="/main.js"]')) return;
          observer.disconnect();
          (window as unknown as { atStart: object }).atStart = { paints: performance.getEntriesByType('paint').length, readyState: document.readyState };
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(site.baseUrl + pathname, { waitUntil: 'networkidle' });
      const atStart = await page.evaluate(() => (window as unknown as { atStart?: { paints: number; readyState: string } }).atStart);
      await page.close();
      assert.ok(atStart, `${pathname}: main.js was never started`);
      return atStart;
    }
    assert.ok((await whenStarted('/courses')).paints >= 1, '/courses started before its first paint');
    // Nothing to paint: started while the document is still being set up, not by the fallback timer.
    assert.equal((await whenStarted('/clients/unknown-token')).readyState, 'interactive');
  });

  test("every bundle a page runs, the shell's and the remote's, asks Chromium to compile it as it arrives", async () => {
    const page = await browser.newPage();
    const bundles: Promise<{ url: string; head: string }>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      // start.js is the few lines the HTML itself runs, not a bundle.
      if (response.request().resourceType() === 'script' && !url.pathname.endsWith('/start.js')) {
        bundles.push(response.text().then((text) => ({ url: url.pathname, head: text.slice(0, 40) })));
      }
    });
    await page.goto(`${site.baseUrl}/courses/biznes-planirane`, { waitUntil: 'networkidle' });
    await page.close();
    const received = await Promise.all(bundles);
    assert.ok(
      received.some((bundle) => bundle.url === '/main.js'),
      'the shell ran no main.js',
    );
    assert.ok(
      received.some((bundle) => bundle.url.startsWith('/remotes/mf-catalog/')),
      'the course page ran nothing of mf-catalog',
    );
    // V8's explicit compile hint on the first line, in the file as the browser received it (compressed).
    for (const bundle of received) assert.ok(bundle.head.startsWith('//# allFunctionsCalledOnLoad\n'), `${bundle.url} starts "${bundle.head}"`);
  });

  test('after hydration controls work and navigation stays in the page', async () => {
    const { page, problems } = await openRecorded(browser, `${site.baseUrl}/courses`);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    const firstCourse = page.locator('main a[href^="/courses/"]').first();
    const href = await firstCourse.getAttribute('href');
    await firstCourse.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');
    assert.deepEqual(problems, []);
    await page.close();

    const home = await openRecorded(browser, site.baseUrl);
    await home.page.getByRole('link', { name: 'Безплатна консултация' }).first().click();
    await home.page.getByRole('dialog', { name: 'Безплатна консултация' }).waitFor();
    assert.deepEqual(home.problems, []);
    await home.page.close();
  });
});

describe('a remote whose server files do not arrive', () => {
  let site: Site;
  let browser: Browser;
  let remote: Server;

  before(async () => {
    // The catalog deployed on its own origin: its browser files are served, its server container never answers.
    const dist = path.join(repoRoot, 'mf-catalog', 'dist');
    remote = createServer((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://remote').pathname;
      if (pathname.startsWith('/server/')) return; // accepted, never answered
      const file = path.join(dist, path.normalize(pathname));
      if (!file.startsWith(dist) || !existsSync(file)) return void response.writeHead(404).end();
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('content-type', file.endsWith('.json') ? 'application/json' : file.endsWith('.css') ? 'text/css' : 'text/javascript');
      createReadStream(file).pipe(response);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => remote.listen(port, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${port}`;
    ({ site, browser } = await startSession({ REMOTE_CATALOG_URL: `${origin}/mf-manifest.json`, CORS_ORIGINS: origin }));
  });
  after(async () => {
    await endSession({ site, browser });
    remote.closeAllConnections();
    remote.close();
  });

  test('pages answer 200 at once with the rest of their content, and the browser loads the remote itself', async () => {
    const started = Date.now();
    const home = await fetchPage(site, '/');
    const courses = await fetchPage(site, '/courses');
    assert.ok(Date.now() - started < 5000, 'answered within the time limit');
    assert.equal(home.status, 200);
    assert.match(home.text, /Безплатен курс по предприемачество/);
    assert.match(home.text, /Последвайте ни/);
    const articles = (await site.api<{ data: { title: string }[] }>('/articles/published')).body.data;
    assert.ok(home.text.includes(articles[0]!.title), 'the articles remote is still rendered');
    assert.equal(courses.status, 200);
    assert.match(courses.text, /Последвайте ни/);
    assert.match(courses.text, /Зареждане\.\.\./);
    assert.match(site.output(), /remote server container unavailable/);

    const page: Page = await browser.newPage();
    await page.goto(`${site.baseUrl}/courses`);
    await page.getByRole('heading', { level: 1, name: 'Курсове' }).waitFor();
    await page.close();
  });
});
