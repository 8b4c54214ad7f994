// Sets the document title and the head's meta tags for one page; returns a function that undoes it.
export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string;
  /** e.g. 'noindex, nofollow' for staff screens. */
  robots?: string;
  canonical?: string;
  /** Open Graph properties without the 'og:' prefix, e.g. { type: 'article', image: '…' }. */
  openGraph?: Record<string, string>;
}

export const SITE_NAME = 'Бизнес Академия';

export function applyPageMeta(meta: PageMeta): () => void {
  const previousTitle = document.title;
  document.title = meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} | ${SITE_NAME}`;
  const undo: (() => void)[] = [() => (document.title = previousTitle)];

  const set = (selector: string, create: () => HTMLElement, attr: string, value: string | undefined) => {
    if (value === undefined) return;
    let element = document.head.querySelector<HTMLElement>(selector);
    const created = !element;
    const previous = element?.getAttribute(attr) ?? null;
    if (!element) {
      element = create();
      document.head.appendChild(element);
    }
    element.setAttribute(attr, value);
    const node = element;
    undo.push(() => (created ? node.remove() : previous !== null && node.setAttribute(attr, previous)));
  };
  const metaTag = (key: 'name' | 'property', name: string) => () => {
    const element = document.createElement('meta');
    element.setAttribute(key, name);
    return element;
  };

  set('meta[name="description"]', metaTag('name', 'description'), 'content', meta.description);
  set('meta[name="keywords"]', metaTag('name', 'keywords'), 'content', meta.keywords);
  set('meta[name="robots"]', metaTag('name', 'robots'), 'content', meta.robots);
  set('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', meta.canonical);
  for (const [property, value] of Object.entries(meta.openGraph ?? {})) {
    set(`meta[property="og:${property}"]`, metaTag('property', `og:${property}`), 'content', value);
  }
  return () => undo.reverse().forEach((fn) => fn());
}
