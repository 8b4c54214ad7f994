// What a reader without JavaScript gets of a page, for the tests of server-rendered pages (the API's through
// app.inject, the browser tests' through fetch).

/** The visible text of an HTML document: its scripts and tags dropped, &nbsp; and &quot; decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** The company's own pages, which need nothing from the database, and a text each shows. */
export const STATIC_PAGE_TEXTS = [
  ['/contact', 'Контакти'],
  ['/iban', 'IBAN'],
  ['/privacy', 'Политика за лични данни'],
  ['/terms', 'Общи условия'],
  ['/marketing', 'директен маркетинг'],
  ['/cookies', 'бисквитки'],
] as const;
