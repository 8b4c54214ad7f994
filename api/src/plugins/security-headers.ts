// Security headers for the site and the API: a CSP that allows exactly the configured remote origins.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { RemoteUrls } from '../config';

/** Origins of the remote URLs that are absolute; relative ones are served from 'self'. */
export function remoteOrigins(remotes: RemoteUrls): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (!/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins];
}

export function cspDirectives(remotes: RemoteUrls): Record<string, string[]> {
  const origins = remoteOrigins(remotes);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...origins],
    'connect-src': ["'self'", ...origins],
    // Remotes served from their own origin may ship CSS and fonts from there.
    'style-src': ["'self'", "'unsafe-inline'", ...origins],
    'font-src': ["'self'", 'data:', ...origins],
    'img-src': ["'self'", 'data:', 'https:'],
    'frame-src': ['https://www.youtube-nocookie.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The header set helmet writes, computed once: it depends on the configuration only (no nonces), and
 * @fastify/helmet rebuilt the middleware, parsing the CSP again, on every request.
 */
function documentHeaders(remotes: RemoteUrls): ReadonlyArray<[string, string]> {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(remotes) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remotes may be loaded by a shell on another origin (CORS decides who may read them).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * What an API answer needs (OWASP's REST set): JSON and images are never documents, so the document policies
 * (COOP, frame options, referrer, DNS prefetch...) protect nothing there and cost a kilobyte per answer.
 * Nothing may run in or frame it; nosniff and HSTS as helmet writes them.
 */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const KEPT_FOR_API = new Set(['x-content-type-options', 'strict-transport-security']);

const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The security headers of the answer to `url`: the short set for the API, the document set for the rest.
 * HSTS only when the site is served over HTTPS (PUBLIC_URL https): over plain HTTP it means nothing.
 */
export function securityHeadersFor(remotes: RemoteUrls, overHttps: boolean): (url: string) => ReadonlyArray<[string, string]> {
  const forDocuments = documentHeaders(remotes).filter(([name]) => overHttps || name !== 'strict-transport-security');
  const forApi: ReadonlyArray<[string, string]> = [['content-security-policy', API_CSP], ...forDocuments.filter(([name]) => KEPT_FOR_API.has(name))];
  return (url) => (isApi(url) ? forApi : forDocuments);
}

export function registerSecurityHeaders(app: FastifyInstance, headersFor: (url: string) => ReadonlyArray<[string, string]>): void {
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headersFor(request.url)) reply.header(name, value);
    done();
  });
}
