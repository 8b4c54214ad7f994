// Structured data (schema.org JSON-LD) for search engines, serialised safely for an HTML <script>.
// applyPageMeta writes it into the browser's head; the server into the HTML crawlers get.

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
