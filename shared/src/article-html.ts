// Article HTML as every reader gets it: one DOMPurify configuration and one rule for links, run by the API
// (over jsdom) when an article is written, and in the browser by the reader and the console's preview, so
// the page the server renders and the page the browser takes over hold the same HTML.
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

/**
 * Names this configuration: the API stores it beside each article's content, and re-sanitises on start the
 * articles written under another one. Change it whenever CONFIG or the hooks below change.
 */
export const ARTICLE_HTML_RULES = 'dompurify-1';

/** The only host the CSP's frame-src allows (api/src/plugins/security-headers.ts): privacy-friendly YouTube. */
const FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

const CONFIG: Config = {
  // HTML only: no SVG or MathML (whose namespaces have their own ways to run script).
  USE_PROFILES: { html: true },
  ADD_TAGS: ['iframe'],
  // `target` is kept where the author put it so that the link rule below rewrites it in place: the result
  // then sanitises to itself, attribute order included (the browser sanitises the stored HTML again).
  ADD_ATTR: ['target', 'allow', 'allowfullscreen'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
  // http(s), mailto: and tel: links, and relative ones; nothing else (javascript:, data: documents, …).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** Stands in for the site's origin when it is not known: only relative links resolve to it. */
const UNKNOWN_ORIGIN = 'https://site-origin.invalid';

type LinkKind = 'internal' | 'external' | 'other';

/** internal: a page of this site; external: an http(s) page elsewhere; other: mailto:, tel:, unparsable. */
export function linkKind(href: string, siteOrigin: string | null): LinkKind {
  const base = siteOrigin ?? UNKNOWN_ORIGIN;
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return 'other';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'other';
  return url.origin === new URL(base).origin ? 'internal' : 'external';
}

/** External http(s) links open in a new tab without window.opener or a referrer; no other element keeps a target. */
function applyLinkRule(node: Element, siteOrigin: string | null): void {
  const href = node.nodeName === 'A' ? node.getAttribute('href') : null;
  if (href !== null && linkKind(href, siteOrigin) === 'external') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
  }
}

function isAllowedFrame(src: string | null): boolean {
  if (!src) return false;
  try {
    return new URL(src).origin === FRAME_ORIGIN;
  } catch {
    return false;
  }
}

export type ArticleHtmlSanitizer = (html: string) => string;

/**
 * A sanitiser over `window` (the page's own, or a jsdom window on the server). `siteOrigin` decides which
 * links are internal: in the browser the page's origin; on the API the configured public URL's, or null
 * when there is none (then relative links are internal and every absolute http(s) link is external).
 */
export function createArticleHtmlSanitizer(window: WindowLike, siteOrigin: string | null): ArticleHtmlSanitizer {
  // An instance of our own, so these hooks change DOMPurify for nothing else on the page.
  const purifier: DOMPurify = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IFRAME' && !isAllowedFrame(node.getAttribute('src'))) {
      node.remove();
      return;
    }
    if (node.nodeName === 'A' || node.hasAttribute('target')) applyLinkRule(node, siteOrigin);
  });
  return (html) => purifier.sanitize(html, CONFIG);
}

let pageSanitizer: ArticleHtmlSanitizer | null = null;

/**
 * Article HTML not stored yet (the console's preview of what staff type): in the browser sanitised with the
 * page's origin, as the API will sanitise it when it is saved. Without a DOM, the HTML as it is. The public
 * article page shows what the API stored and does not load this.
 */
export function articleHtmlForPage(html: string): string {
  if (typeof window === 'undefined') return html;
  pageSanitizer ??= createArticleHtmlSanitizer(window, window.location.origin);
  return pageSanitizer(html);
}
