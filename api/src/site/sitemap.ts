// The XML of /sitemap.xml (sitemaps.org protocol 0.9) and the text of /robots.txt, from plain data.
import { sitemapPathNames, staffAreas } from '@site/shared/site-pages';
import { sitePaths } from '@site/shared/site-paths';

export interface SitemapEntry {
  /** Root-relative, already percent-encoded where needed: '/articles/parva-statiia'. */
  path: string;
  lastModified: Date;
}

/** Pages of the shell and the catalog that exist whatever the database holds. */
export const STATIC_PAGES = sitemapPathNames.map((name) => sitePaths[name]);

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** W3C date (YYYY-MM-DD, UTC), the precision search engines use. */
export function w3cDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `  <url><loc>${escapeXml(origin + entry.path)}</loc><lastmod>${w3cDate(entry.lastModified)}</lastmod></url>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

export function renderRobots(origin: string): string {
  const disallow = staffAreas.map((area) => `Disallow: ${area}\n`).join('');
  return `User-agent: *\nAllow: /\n${disallow}\nSitemap: ${origin}/sitemap.xml\n`;
}
