// Schemas of /sitemap.xml and /robots.txt: documents for crawlers, outside the API and its docs.

/** Crawlers sometimes add tracking parameters; they change nothing, so they are accepted and ignored. */
const ignoredQuery = { type: 'object', description: 'Ignored', additionalProperties: true } as const;

export const sitemapSchema = {
  hide: true,
  summary: 'Every public page with its last modification date (sitemaps.org XML)',
  querystring: ignoredQuery,
  response: { 200: { type: 'string', description: 'application/xml' } },
} as const;

export const robotsSchema = {
  hide: true,
  summary: 'Crawl rules: everything but the staff areas, and where the sitemap is',
  querystring: ignoredQuery,
  response: { 200: { type: 'string', description: 'text/plain' } },
} as const;
