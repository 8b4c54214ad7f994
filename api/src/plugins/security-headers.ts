// Security headers for the site and the API: a CSP that allows exactly the configured remote origins.
import helmet from '@fastify/helmet';
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

export async function registerSecurityHeaders(app: FastifyInstance, remotes: RemoteUrls): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(remotes) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remotes may be loaded by a shell on another origin (CORS decides who may read them).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
