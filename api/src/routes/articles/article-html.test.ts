// The API stores article HTML exactly as the browser's reader makes it (the shared DOMPurify configuration
// with the site's origin), so the server-rendered page and the page after hydration hold the same HTML;
// articles stored by an older version are brought to it once when the app starts.
import { sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import type { Article } from '@site/shared';
import { createArticleHtmlSanitizer } from '@site/shared/article-html';
import { ARTICLE_HTML_SAMPLE } from '@site/shared/testing/article-html-sample';
import { articleBody } from '../../test/fixtures';
import { adminHeaders, call, createTestContext, type TestContext } from '../../test/test-app';

const PUBLIC_URL = 'https://akademia.example';

/** What a reader's browser on the public site makes of `html`: the shared function over a DOM, with the page's origin. */
const inTheBrowser = (html: string) => createArticleHtmlSanitizer(new JSDOM('', { url: `${PUBLIC_URL}/articles/x` }).window, PUBLIC_URL)(html);

const WITH_LINKS =
  '<h2>Източници</h2><p>Курсът по <a href="/courses/finansova-gramotnost" target="_blank">финанси</a>, ' +
  '<a href="https://akademia.example/events">събитията</a>, <a href="https://www.bnb.bg" target="_self" rel="author">БНБ</a> ' +
  'и <a href="mailto:office@example.bg" target="_blank">имейл</a>.</p>' +
  '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Видео" allowfullscreen=""></iframe>';

let t: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestContext({ publicUrl: PUBLIC_URL });
  admin = await adminHeaders(t.app);
});
afterAll(() => t.close());

describe('article HTML as written', () => {
  it('is stored exactly as the browser makes it: external links to a new tab, internal ones in place', async () => {
    const { status, body } = await call<Article>(t.app, {
      method: 'POST',
      url: '/api/articles',
      headers: admin,
      payload: articleBody({ slug: 's-vrazki', content: WITH_LINKS }),
    });
    expect(status).toBe(201);
    expect(body.data.content).toBe(inTheBrowser(WITH_LINKS));
    // What that is, spelled out.
    const stored = new JSDOM(body.data.content).window.document;
    const links = [...stored.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('target'), link.getAttribute('rel')]);
    expect(links).toEqual([
      ['финанси', null, null],
      ['събитията', null, null],
      ['БНБ', '_blank', 'noopener noreferrer'],
      ['имейл', null, null],
    ]);
    expect(stored.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
    // The browser's pass over the stored HTML changes nothing.
    expect(inTheBrowser(body.data.content)).toBe(body.data.content);
  });

  it('is stored as the reader shows it and the console previews it (the sample those tests use too)', async () => {
    const { body } = await call<Article>(t.app, {
      method: 'POST',
      url: '/api/articles',
      headers: admin,
      payload: articleBody({ slug: 'obrazec', content: ARTICLE_HTML_SAMPLE.html }),
    });
    expect(body.data.content).toBe(ARTICLE_HTML_SAMPLE.shown);
  });

  it('keeps no scripts, handlers, javascript: URLs, forms, styles, or frames from other hosts', async () => {
    const hostile =
      '<p onclick="steal()" style="color:red">Текст<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">връзка</a>' +
      '<form action="https://evil.example"><input name="q"><button>Изпрати</button></form><style>body{display:none}</style>' +
      '<svg><animate onbegin="alert(4)"></animate></svg><iframe src="https://evil.example/"></iframe><iframe src="javascript:alert(5)"></iframe>';
    const { body } = await call<Article>(t.app, {
      method: 'POST',
      url: '/api/articles',
      headers: admin,
      payload: articleBody({ slug: 'opasna-html', content: hostile }),
    });
    // The text of a removed form control stays as text.
    expect(body.data.content).toBe('<p>Текст</p><img src="x"><a>връзка</a>Изпрати');
  });
});

describe('articles stored by an older version', () => {
  it('are sanitised again once when the app starts, each by one of two servers starting together', async () => {
    // As the older sanitiser (sanitize-html) stored them: an external link without target or rel.
    const older = ['stara-1', 'stara-2'];
    for (const slug of older) {
      await t.database.db.execute(
        sql`insert into articles (slug, title, short_description, content, is_published, tags) values (${slug}, 'Стара статия', 'Кратко', '<p><a href="https://www.bnb.bg">БНБ</a> и <a href="/courses">курсове</a></p>', true, '[]'::jsonb)`,
      );
    }
    const logs: string[][] = [[], []];
    const started = await Promise.all(logs.map((lines) => t.buildSibling({ logLevel: 'info', logStream: { write: (line) => lines.push(line) } })));
    for (const slug of older) {
      const { body } = await call<Article>(started[1]!, { method: 'GET', url: `/api/articles/slug/${slug}` });
      expect(body.data.content).toBe('<p><a href="https://www.bnb.bg" target="_blank" rel="noopener noreferrer">БНБ</a> и <a href="/courses">курсове</a></p>');
      expect(body.data.content).toBe(inTheBrowser(body.data.content));
    }
    const counts = logs
      .flat()
      .map((line) => JSON.parse(line) as { msg: string; sanitised?: number })
      .filter((entry) => entry.msg === 'stored articles sanitised again with the current rules');
    expect(counts.reduce((sum, entry) => sum + (entry.sanitised ?? 0), 0)).toBe(2);
    // Counts only: no article content in the log.
    expect(logs.flat().join('\n')).not.toContain('bnb.bg');

    const later: string[] = [];
    await t.buildSibling({ logLevel: 'info', logStream: { write: (line) => later.push(line) } });
    expect(later.join('\n')).not.toContain('sanitised again');
  });
});
