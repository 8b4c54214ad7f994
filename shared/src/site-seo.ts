// The head of a public page at its address: title, description, canonical link and Open Graph tags,
// with the page's JSON-LD. Used by the shell's pages and the remotes' route modules alike.
import type { Picture } from './entities';
import type { JsonLdObject } from './json-ld';
import { pictureLargestPath } from './pictures';
import { SITE_NAME, type PageMeta } from './page-meta';
import { breadcrumbJsonLd, jsonLdGraph } from './structured-data';

export interface PageSummary {
  title: string;
  description?: string;
  /** An absolute image URL for link previews. */
  image?: string;
}

/** `url` is the page's address; its canonical form has no query (pages whose query matters pass their own). */
export function pageMetaAt(url: URL, page: PageSummary, jsonLd?: JsonLdObject, canonical = url.origin + url.pathname): PageMeta {
  const description = page.description?.trim() || undefined;
  return {
    title: page.title,
    ...(description ? { description } : {}),
    canonical,
    openGraph: {
      type: 'website',
      title: page.title,
      ...(description ? { description } : {}),
      url: canonical,
      site_name: SITE_NAME,
      locale: 'bg_BG',
      ...(page.image ? { image: page.image } : {}),
    },
    ...(jsonLd ? { jsonLd } : {}),
  };
}

/**
 * The head of one item's page under its list (a course under /courses, an event under /events): the item's
 * own JSON-LD (made from its canonical address) with a breadcrumb back to the list; an unknown item (the
 * page shows its not-found text) is not indexed.
 */
export function itemPageMetaAt<T extends { title: string; shortDescription: string; picture?: Picture | null }>(
  url: URL,
  item: T | null | undefined,
  notFoundTitle: string,
  list: { name: string; path: string },
  itemJsonLd: (item: T, canonical: string) => JsonLdObject,
): PageMeta {
  if (!item) return { title: notFoundTitle, robots: 'noindex' };
  return pageMetaAt(
    url,
    { title: item.title, description: item.shortDescription, ...(item.picture ? { image: url.origin + pictureLargestPath(item.picture) } : {}) },
    jsonLdGraph(itemJsonLd(item, url.origin + url.pathname), breadcrumbJsonLd(url.origin, [list, { name: item.title, path: url.pathname }])),
  );
}
