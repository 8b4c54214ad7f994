// Sets the document title and the head's meta tags for one page; returns a function that undoes it.
import { JSON_LD_ATTRIBUTE, serializeJsonLd, type JsonLdObject } from './json-ld';

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string;
  /** e.g. 'noindex, nofollow' for staff screens. */
  robots?: string;
  canonical?: string;
  /** Open Graph properties without the 'og:' prefix, e.g. { type: 'article', image: '…' }. */
  openGraph?: Record<string, string>;
  /** schema.org structured data, written as the page's one JSON-LD script. */
  jsonLd?: JsonLdObject;
  /** The picture of the first screenful (the page's largest element): the server asks for it in the head. */
  preloadImage?: PreloadImage;
}

/** `<link rel="preload" as="image">` for a responsive picture: the same srcset and sizes as its source. */
export interface PreloadImage {
  srcSet: string;
  sizes: string;
  type: string;
}

export const SITE_NAME = 'Бизнес Академия';

/**
 * Tags that describe one page only. A page that does not give one has none: it must not inherit the
 * canonical link or Open Graph tags of the article the server rendered or the reader came from.
 */
const PAGE_SCOPED = `meta[name="keywords"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], script[${JSON_LD_ATTRIBUTE}]`;

export function applyPageMeta(meta: PageMeta): () => void {
  const previousTitle = document.title;
  document.title = meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} | ${SITE_NAME}`;
  const undo: (() => void)[] = [() => (document.title = previousTitle)];

  const detached = Array.from(document.head.querySelectorAll(PAGE_SCOPED));
  detached.forEach((element) => element.remove());
  undo.push(() => document.head.append(...detached));

  const add = (element: HTMLElement) => {
    document.head.appendChild(element);
    undo.push(() => element.remove());
  };
  const metaTag = (key: 'name' | 'property', name: string, content: string | undefined) => {
    if (content === undefined) return;
    const element = document.createElement('meta');
    element.setAttribute(key, name);
    element.setAttribute('content', content);
    add(element);
  };

  // The description has a site-wide default in index.html: change it in place and give it back after.
  if (meta.description !== undefined) {
    const existing = document.head.querySelector('meta[name="description"]');
    if (existing) {
      const previous = existing.getAttribute('content');
      existing.setAttribute('content', meta.description);
      undo.push(() => (previous === null ? existing.removeAttribute('content') : existing.setAttribute('content', previous)));
    } else metaTag('name', 'description', meta.description);
  }
  metaTag('name', 'keywords', meta.keywords);
  metaTag('name', 'robots', meta.robots);
  if (meta.canonical !== undefined) add(Object.assign(document.createElement('link'), { rel: 'canonical', href: meta.canonical }));
  for (const [property, value] of Object.entries(meta.openGraph ?? {})) metaTag('property', `og:${property}`, value);
  if (meta.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_ATTRIBUTE, '');
    script.textContent = serializeJsonLd(meta.jsonLd);
    add(script);
  }
  return () => undo.reverse().forEach((fn) => fn());
}
