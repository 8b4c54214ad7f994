// Writes one page's title, meta tags, canonical link, Open Graph tags and JSON-LD into the shell's index.html,
// for crawlers and link previews that run no JavaScript. The browser's page later sets the same tags
// (@site/shared page-meta and json-ld), so each one here is written the way the client looks it up.
import { JSON_LD_ATTRIBUTE, serializeJsonLd } from '@site/shared/json-ld';
import type { PageMeta } from '@site/shared/page-meta';

/** A page's head as the browser sets it (PageMeta), its title being the whole document title, site name included. */
export type PageHead = PageMeta;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe both as element text and as a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Attribute text up to the end of a start tag; a quoted value may hold '>'. */
const ATTRIBUTES = `(?:[^>"']|"[^"]*"|'[^']*')*`;

/** A start tag `<tag … attribute=value …>` whatever the quoting (the built index.html is minified: `name=description`). */
function startTagWith(tag: string, attribute: string, value: string): RegExp {
  const v = escapeRegExp(value);
  return new RegExp(`<${tag}\\b${ATTRIBUTES}?\\s${attribute}\\s*=\\s*(?:"${v}"|'${v}'|${v}(?=[\\s/>]))${ATTRIBUTES}>`, 'gi');
}

function tagsReplacedBy(head: PageHead): RegExp[] {
  const patterns = [/<title\b[^>]*>[\s\S]*?<\/title\s*>/gi, startTagWith('link', 'rel', 'canonical'), startTagWith('meta', 'name', 'robots')];
  if (head.description !== undefined) patterns.push(startTagWith('meta', 'name', 'description'));
  if (head.keywords !== undefined) patterns.push(startTagWith('meta', 'name', 'keywords'));
  for (const property of Object.keys(head.openGraph ?? {})) patterns.push(startTagWith('meta', 'property', `og:${property}`));
  if (head.jsonLd) patterns.push(new RegExp(`<script\\b${ATTRIBUTES}?\\s${JSON_LD_ATTRIBUTE}\\b${ATTRIBUTES}>[\\s\\S]*?</script\\s*>`, 'gi'));
  return patterns;
}

export function renderPageHead(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description !== undefined) tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  if (head.keywords !== undefined) tags.push(`<meta name="keywords" content="${escapeHtml(head.keywords)}">`);
  if (head.robots !== undefined) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  if (head.canonical !== undefined) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const [property, value] of Object.entries(head.openGraph ?? {})) {
    tags.push(`<meta property="og:${escapeHtml(property)}" content="${escapeHtml(value)}">`);
  }
  if (head.preloadImage) {
    const { srcSet, sizes, type } = head.preloadImage;
    tags.push(
      `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}" type="${escapeHtml(type)}" fetchpriority="high">`,
    );
  }
  // serializeJsonLd escapes '<', '>' and '&', so no value can close the script element.
  if (head.jsonLd) tags.push(`<script type="application/ld+json" ${JSON_LD_ATTRIBUTE}>${serializeJsonLd(head.jsonLd)}</script>`);
  return tags.join('');
}

/**
 * index.html with the page's tags at the end of <head>, replacing the title, description and any other tag of
 * the same name it already has (a page has one of each). Null when the document has no </head>.
 */
export function injectPageHead(html: string, head: PageHead): string | null {
  const end = html.search(/<\/head\s*>/i);
  if (end < 0) return null;
  const existing = tagsReplacedBy(head).reduce((text, pattern) => text.replace(pattern, ''), html.slice(0, end));
  return existing + renderPageHead(head) + html.slice(end);
}
