// Serves the front-end from the same process: the shell at /, the remotes under /remotes/<folder>/,
// /remotes.json with the run-time remote URLs, and index.html for client-side routes.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteUrls } from '../config';

export const REMOTE_FOLDERS = ['mf-catalog', 'mf-articles', 'mf-admin', 'mf-clients'] as const;

const CONTENT_HASH = /\.[0-9a-f]{8}\./;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export const NOT_BUILT_MESSAGE =
  'Сайтът още не е компилиран. Изпълнете `npm run build` и рестартирайте сървъра.\n' +
  'The site is not built yet: run `npm run build` and restart the server.\n';

/** Content-hashed file names never change meaning; everything else must be revalidated. */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASH.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}

export interface Site {
  /** The history fallback for a not-found GET/HEAD outside /api and /remotes. */
  sendIndex(reply: FastifyReply): Promise<FastifyReply>;
}

export async function registerSite(app: FastifyInstance, options: { siteDir: string; remotes: RemoteUrls }): Promise<Site> {
  const shellDist = path.join(options.siteDir, 'shell', 'dist');
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', cacheControlFor(filePath));
  };
  // wildcard: files are looked up per request, so a remote rebuilt (or built later) is served without a restart.
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders,
    suppressWarning: true,
  });
  for (const folder of REMOTE_FOLDERS) {
    await app.register(fastifyStatic, {
      root: path.join(options.siteDir, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      wildcard: true,
      index: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders,
      suppressWarning: true,
    });
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return { ...options.remotes };
  });

  return {
    async sendIndex(reply) {
      const built = await stat(path.join(shellDist, 'index.html')).then((info) => info.isFile(), () => false);
      if (!built) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_MESSAGE);
      return reply.header('cache-control', NO_CACHE).sendFile('index.html', shellDist);
    },
  };
}

/** Client-side routes: a page navigation (Accept: text/html), or a bare path without an extension. */
export function wantsHtml(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  return (accept === '' || accept.includes('*/*')) && !path.posix.extname(pathname);
}
