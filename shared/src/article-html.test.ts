import { JSDOM } from 'jsdom';
import { createArticleHtmlSanitizer, linkKind } from './article-html';

const ORIGIN = 'https://akademia.example';
const sanitizerAt = (origin: string | null) => createArticleHtmlSanitizer(new JSDOM('').window, origin);
const sanitize = sanitizerAt(ORIGIN);

function parse(html: string): Document {
  return new JSDOM(html).window.document;
}

describe('article HTML', () => {
  it('removes scripts, event handlers, javascript: links, SVG, forms and styles, and keeps the prose', () => {
    const clean = sanitize(
      '<h2>Заглавие</h2><p style="color:red">Текст <strong>важен</strong></p>' +
        '<img src="x" onerror="window.__pwned=1">' +
        '<script>window.__pwned=1</script>' +
        '<a href="javascript:window.__pwned=1">връзка</a>' +
        '<svg><animate onbegin="window.__pwned=1"></animate></svg>' +
        '<form action="/x"><input name="q"></form><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe>',
    );
    const page = parse(clean);
    expect(page.querySelector('h2')?.textContent).toBe('Заглавие');
    expect(page.querySelector('strong')?.textContent).toBe('важен');
    expect(page.querySelector('script, iframe, svg, animate, form, input, style, [style]')).toBeNull();
    expect(page.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(page.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(clean).not.toContain('__pwned');
  });

  it('keeps a privacy-friendly YouTube frame and nothing from any other host', () => {
    const page = parse(
      sanitize(
        '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Видео" allowfullscreen></iframe><iframe src="https://www.youtube.com/embed/abc"></iframe>',
      ),
    );
    expect([...page.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src'))).toEqual(['https://www.youtube-nocookie.com/embed/abc']);
  });

  it('opens links that leave the site in a new tab without opener or referrer', () => {
    const link = parse(sanitize('<a href="https://www.bnb.bg" target="_self" rel="author">БНБ</a>')).querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves links within the site in place, and mail links too', () => {
    const page = parse(
      sanitize(
        `<a href="/courses/biznes-planirane" target="_blank">курс</a><a href="${ORIGIN}/events" target="_blank">събития</a><a href="mailto:office@example.bg" target="_blank">пишете ни</a>`,
      ),
    );
    expect([...page.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])).toEqual([
      ['/courses/biznes-planirane', null, null],
      [`${ORIGIN}/events`, null, null],
      ['mailto:office@example.bg', null, null],
    ]);
  });

  it('without a known origin, takes relative links as internal and every absolute http(s) one as external', () => {
    expect(linkKind('/events', null)).toBe('internal');
    expect(linkKind('//evil.example/x', null)).toBe('external');
    expect(linkKind(`${ORIGIN}/events`, null)).toBe('external');
    expect(linkKind(`${ORIGIN}/events`, ORIGIN)).toBe('internal');
    expect(linkKind('tel:+35921234567', ORIGIN)).toBe('other');
  });

  it('gives the same HTML when it sanitises its own result (the browser sanitises the stored HTML again)', () => {
    const html =
      '<p><a rel="author" href="https://www.bnb.bg">БНБ</a>, <a target="_blank" href="https://example.bg">пример</a>, <a href="/x" target="_top">тук</a></p>';
    const once = sanitize(html);
    expect(sanitize(once)).toBe(once);
    expect(sanitizerAt(null)(sanitizerAt(null)(html))).toBe(sanitizerAt(null)(html));
  });
});
