// Structured data (schema.org JSON-LD) for search engines: serialised safely for an HTML <script>,
// and placed in the document head for the life of one page.

export type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue | undefined };
export type JsonLdObject = { [key: string]: JsonLdValue | undefined };

/**
 * JSON for a <script type="application/ld+json">. `<`, `>` and `&` are escaped as JSON unicode
 * escapes so that a value containing '</script>' cannot close the element when the text is written
 * into HTML (by a server, for instance); the data a parser reads back is unchanged.
 */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The attribute that marks the page's own structured data, so that a page replaces, not adds to, it. */
export const JSON_LD_ATTRIBUTE = 'data-page-json-ld';

/**
 * Puts one page's structured data in the head, replacing any left by the server or a previous page,
 * and returns a function that removes it (for a React effect's cleanup).
 */
export function applyJsonLd(data: JsonLdObject): () => void {
  document.head.querySelectorAll(`script[${JSON_LD_ATTRIBUTE}]`).forEach((element) => element.remove());
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute(JSON_LD_ATTRIBUTE, '');
  script.textContent = serializeJsonLd(data);
  document.head.appendChild(script);
  return () => script.remove();
}
