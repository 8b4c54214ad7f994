// Article HTML is sanitised again in the browser, on top of the server's sanitising on write: a
// stored payload that slipped through (or an older row) must never run. Links that leave the site
// open in a new tab without handing it window.opener or a referrer.
import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | null = null;

/** Our own instance, so the hook below does not change DOMPurify for anything else on the page. */
function browserPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', openExternalLinksSafely);
  return purifier;
}

function openExternalLinksSafely(node: Element): void {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  if (!href) return;
  let target: URL;
  try {
    target = new URL(href, window.location.href);
  } catch {
    return;
  }
  // mailto:, tel: and the like hand over to another application, not to a page.
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return;
  if (target.origin === window.location.origin) {
    // An internal link opens in place; a target set by the author is dropped with its risks.
    node.removeAttribute('target');
    return;
  }
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
}

/**
 * HTML safe to insert with innerHTML: no scripts, no event handlers, no javascript: URLs. The server's
 * renderer has no DOM to run DOMPurify in: it inserts the HTML as the API sanitised it when it was
 * written (sanitize-html, api/src/lib/sanitize.ts), and a page opened in the browser sanitises again.
 */
export function sanitizeArticleHtml(html: string): string {
  if (typeof window === 'undefined') return html;
  return browserPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
