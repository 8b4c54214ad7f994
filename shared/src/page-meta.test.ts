/** @jest-environment jsdom */
import { applyPageMeta } from './page-meta';

const head = () => document.head;
const content = (selector: string) => head().querySelector(selector)?.getAttribute('content') ?? null;

beforeEach(() => {
  // What the server writes into index.html for an article a crawler or a reader opened first.
  head().innerHTML = `
    <meta name="description" content="Сайтът">
    <meta name="keywords" content="план, финанси">
    <link rel="canonical" href="https://site.example/articles/plan">
    <meta property="og:type" content="article">
    <meta property="og:image" content="https://site.example/api/articles/images/plan.png">`;
  document.title = 'Бизнес Академия';
});

describe('applyPageMeta', () => {
  it('sets the title with the site name and the page tags', () => {
    applyPageMeta({ title: 'Статии', description: 'Всички статии', canonical: 'https://site.example/articles', openGraph: { type: 'website' } });
    expect(document.title).toBe('Статии | Бизнес Академия');
    expect(content('meta[name="description"]')).toBe('Всички статии');
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://site.example/articles');
    expect(content('meta[property="og:type"]')).toBe('website');
  });

  it("drops another page's canonical link, keywords and Open Graph tags when the page gives none", () => {
    applyPageMeta({ title: 'Контакти' });
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
    expect(head().querySelector('meta[name="keywords"]')).toBeNull();
    expect(head().querySelector('meta[property^="og:"]')).toBeNull();
    expect(content('meta[name="description"]')).toBe('Сайтът');
  });

  it('puts everything back when the page closes', () => {
    const before = Array.from(head().querySelectorAll('meta, link'), (element) => element.outerHTML).sort();
    const undo = applyPageMeta({ title: 'Лектори', description: 'Лекторите', robots: 'noindex', openGraph: { type: 'website' } });
    expect(content('meta[name="robots"]')).toBe('noindex');
    undo();
    expect(document.title).toBe('Бизнес Академия');
    expect(head().querySelectorAll('meta, link')).toHaveLength(5);
    expect(content('meta[name="description"]')).toBe('Сайтът');
    expect(head().querySelector('meta[name="robots"]')).toBeNull();
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://site.example/articles/plan');
    expect(Array.from(head().querySelectorAll('meta, link'), (element) => element.outerHTML).sort()).toEqual(before);
  });
});

describe('structured data', () => {
  const scripts = () => head().querySelectorAll('script[type="application/ld+json"][data-page-json-ld]');

  it("replaces the server's JSON-LD with the page's, and removes it on leaving", () => {
    const serverScript = document.createElement('script');
    serverScript.type = 'application/ld+json';
    serverScript.setAttribute('data-page-json-ld', '');
    serverScript.textContent = '{"@type":"Article","headline":"Сървърът"}';
    head().appendChild(serverScript);

    const undo = applyPageMeta({ title: 'Статия', jsonLd: { '@type': 'Article', headline: 'Страницата' } });
    expect(scripts()).toHaveLength(1);
    expect(JSON.parse(scripts()[0]?.textContent ?? '')).toEqual({ '@type': 'Article', headline: 'Страницата' });
    undo();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toBe(serverScript);
  });

  it('leaves no structured data on a page that has none', () => {
    applyPageMeta({ title: 'Статия', jsonLd: { '@type': 'Article', headline: 'Стара' } });
    applyPageMeta({ title: 'Курсове' });
    expect(scripts()).toHaveLength(0);
  });
});
