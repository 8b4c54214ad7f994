// The origin of the absolute URLs the server writes: sitemap, robots.txt, canonical and Open Graph links.
import type { FastifyRequest } from 'fastify';

/** A host name or [IPv6] literal with an optional port: anything else in Host is not written into a page. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Whether the visitor reached the site over HTTPS: PUBLIC_URL https, or the request's (forwarded, with TRUST_PROXY) protocol. */
export function servedOverHttps(request: FastifyRequest, configured: string | null): boolean {
  return configured?.startsWith('https:') || request.protocol === 'https';
}

/** PUBLIC_URL when configured; otherwise the request's own protocol and host (behind a proxy with TRUST_PROXY, the forwarded ones). */
export function publicOrigin(request: FastifyRequest, configured: string | null): string {
  if (configured) return configured;
  const host = HOST.test(request.host) ? request.host.toLowerCase() : 'localhost';
  return `${request.protocol}://${host}`;
}
