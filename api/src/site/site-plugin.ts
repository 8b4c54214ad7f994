// Serves the front-end from the same process: the shell at /, the remotes under /remotes/<folder>/,
// /remotes.json with the run-time remote URLs, and index.html for client-side routes (with the page's own
// title and meta tags for an article or a course, and 404 when its slug names nothing public or the
// address names no page at all).
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteSet } from '@site/shared/server-render';
import type { SubmittedForm } from '@site/shared/page-forms';
import { staffPathNames } from '@site/shared/site-pages';
import { matchSitePath } from '@site/shared/site-paths';
import { CONTENT_HASH, HashedFiles } from './hashed-files';
import { IndexHtml } from './index-html';
import { injectPageHead } from './page-head';
import { documentTitle } from './page-heads';
import type { PageHeadResolver } from './page-heads';
import { PageRenderer } from './page-renderer';
import type { KeptAnswersFront } from '../lib/kept-answers-front';
import type { CachedAnswer, PublicCache } from '../lib/public-cache';
import { safeErrorLog } from '../lib/safe-error-log';
import { IMMUTABLE, REVALIDATE, sendCachedAnswer } from '../lib/send-cached-answer';
import type { ReleasesRepository } from '../db/repositories/releases';
import { registerReleaseFiles } from '../releases/release-files';
import type { ReleasePointers } from '../releases/release-pointers';
import { REMOTE_FOLDERS } from '../releases/remotes';
import { visitorBucket } from '../releases/visitor-bucket';
import { publicOrigin, servedOverHttps } from './public-origin';

export const NOT_BUILT_MESSAGE =
  'Сайтът още не е компилиран. Изпълнете `npm run build` и рестартирайте сървъра.\n' +
  'The site is not built yet: run `npm run build` and restart the server.\n';

/** Content-hashed file names never change meaning; everything else must be revalidated. */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASH.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE;
}

export interface Site {
  /** The history fallback for a not-found GET/HEAD outside /api and /remotes. */
  sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<FastifyReply>;
  /**
   * The page a form was posted to, rendered again with what was typed and why the server refused it
   * (`status`: 400, 429, 503…); never kept. A page whose address names nothing answers 404.
   */
  sendFormPage(request: FastifyRequest, reply: FastifyReply, pathname: string, status: number, submittedForm: SubmittedForm): Promise<FastifyReply>;
  /** When the shell was last built; null when it is not. */
  builtAt(): Promise<Date | null>;
}

export interface SiteOptions {
  siteDir: string;
  /** Which release of each remote a visitor gets, and where the stored releases' files are. */
  releases: { pointers: ReleasePointers; repo: ReleasesRepository };
  /** PUBLIC_URL: the origin written into canonical links (else the request's own). */
  publicUrl: string | null;
  /**
   * The API's cache of public reads: rendered pages are kept in it too, so a write clears them with the
   * reads they were made of, and another process's write shows within its time to live.
   */
  cache: PublicCache;
  remoteRefreshMs?: number;
  /** Where files already in memory are answered before Fastify routes the request. */
  front?: KeptAnswersFront;
  /** The head of the pages the server describes itself (articles, courses); none: index.html as it is. */
  pageHeads?: PageHeadResolver;
}

const HTML_TYPE = 'text/html; charset=utf-8';
/**
 * The shell's empty root element, as the (minified) index.html writes it, with the notice after it that a
 * reader without JavaScript sees on a page the browser renders by itself (the staff screens). A page
 * rendered here replaces both: it works without scripts.
 */
const EMPTY_ROOT = /<div id="?root"?><\/div>(?:\s*<noscript>[\s\S]*?<\/noscript>)?/;
/** A stored release's file, served from the database (release-files.ts), never from a build folder. */
const RELEASE_FILE = /^\/remotes\/[^/]+\/r\//;

export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<Site> {
  const shellDist = path.join(options.siteDir, 'shell', 'dist');
  const index = new IndexHtml(path.join(shellDist, 'index.html'));
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', cacheControlFor(filePath));
  };
  const roots = [
    { prefix: '/', dir: shellDist },
    ...REMOTE_FOLDERS.map((folder) => ({ prefix: `/remotes/${folder}/`, dir: path.join(options.siteDir, folder, 'dist') })),
  ];
  const hashedFiles = new HashedFiles(roots);
  options.front?.add((url) => {
    const file = hashedFiles.inMemory(url);
    return file && { answer: file.answer, type: file.type, cacheControl: IMMUTABLE };
  });
  // A chunk's first request (later ones are answered by the front): read it and its .br/.gz into memory.
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !CONTENT_HASH.test(request.url) || RELEASE_FILE.test(request.url)) return;
    const file = await hashedFiles.lookup(request.url);
    if (file) return sendCachedAnswer(request, reply, file.answer, { type: file.type, cacheControl: IMMUTABLE });
  });
  // Everything else from disk, each file's .br or .gz when the browser takes it. wildcard: files are looked up
  // per request, so a remote rebuilt (or built later) is served without a restart.
  for (const [index, { prefix, dir }] of roots.entries()) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      wildcard: true,
      preCompressed: true,
      // '/' is a page like any other: rendered by sendPage, not sent as the empty index.html.
      index: false,
      decorateReply: index === 0,
      cacheControl: false,
      setHeaders,
      suppressWarning: true,
    });
  }

  await registerReleaseFiles(app, { repo: options.releases.repo, front: options.front });
  const renderer = new PageRenderer(app, options.siteDir, options.remoteRefreshMs);
  const { pointers } = options.releases;
  /** The remotes this visitor gets: the live releases, or a canary for the visitor's share (a cookie). */
  const remotesFor = (request: FastifyRequest, reply: FastifyReply): RemoteSet =>
    pointers.choose(visitorBucket(request, reply, pointers.canaryActive(), servedOverHttps(request, options.publicUrl))).remotes;

  // Pages that did not render yet find the new containers ready: fetched now, not by a visitor's request.
  pointers.onChange(() => {
    void renderer
      .get()
      .then((pageRenderer) => Promise.all(pointers.sets().map((set) => pageRenderer?.prepare(set))))
      .catch((error: unknown) => app.log.warn({ error: safeErrorLog(error) }, 'the new releases could not be prepared; the first page with them fetches them'));
  });

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', REVALIDATE);
    return remotesFor(request, reply);
  });

  const lookUpHead: PageHeadResolver = async (request, pathname) => {
    if (!options.pageHeads) return null;
    try {
      return await options.pageHeads(request, pathname);
    } catch (error: unknown) {
      // The page still works in the browser once the database answers again; only its server-written head is lost.
      request.log.error({ error: safeErrorLog(error) }, 'page head lookup failed; serving index.html as it is');
      return null;
    }
  };

  /**
   * Where a rendered page is kept: per status, address, public origin, and the remotes it was rendered with
   * (their release URLs and server containers' versions: a canary's page is never sent to the others).
   */
  const pageKey = (request: FastifyRequest, status: number, version: string) =>
    `page:${status}:${version}:${publicOrigin(request, options.publicUrl)}${request.url}`;

  /** A page rendered a moment ago for the same address and remotes, with its status. */
  const keptPage = async (request: FastifyRequest, remotes: RemoteSet): Promise<{ status: number; answer: CachedAnswer } | null> => {
    const pageRenderer = await renderer.get();
    if (!pageRenderer) return null;
    for (const status of [200, 404]) {
      const answer = options.cache.get(pageKey(request, status, await pageRenderer.version(remotes)));
      if (answer) return { status, answer };
    }
    return null;
  };

  /**
   * The page rendered on the server into the shell's document, with the head the page states; when that
   * fails, `fallback` (the document with the server's own head, if any) and the browser renders.
   */
  const renderPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    remotes: RemoteSet,
    document: string,
    status: number,
    fallback = document,
    submittedForm?: SubmittedForm,
  ) => {
    const pageRenderer = await renderer.get();
    const origin = publicOrigin(request, options.publicUrl);
    const rendered = await pageRenderer?.render(request.url, origin, remotes, submittedForm ? { submittedForm } : undefined).catch((error: unknown) => {
      request.log.warn({ error: safeErrorLog(error) }, 'server rendering failed; the browser renders this page');
      return null;
    });
    if (rendered?.result.kind === 'redirect') return reply.redirect(rendered.result.location, 302);
    if (!rendered || rendered.result.kind !== 'page') return reply.code(status).type(HTML_TYPE).send(fallback);
    const { result, headTags, version } = rendered;
    // The head the page itself stated, for crawlers and link previews (else the server's own lookup's).
    const withHead = result.head ? (injectPageHead(document, { ...result.head, title: documentTitle(result.head.title) }) ?? document) : document;
    const html = withHead.replace('</head>', () => `${headTags}</head>`).replace(EMPTY_ROOT, () => `<div id="root">${result.html}</div>${result.afterRoot}`);
    const body = Buffer.from(html);
    // A page with a part left to the browser is not kept, and not revalidated: the next visit renders again.
    // Nor is a page answering a form: it holds what one visitor typed.
    if (submittedForm) return reply.code(status).type(HTML_TYPE).header('cache-control', 'no-store').send(body);
    if (!result.complete) return reply.code(status).type(HTML_TYPE).send(body);
    return sendCachedAnswer(request, reply, options.cache.set(pageKey(request, status, version), body), { type: HTML_TYPE, status });
  };

  const site: Site = {
    async sendPage(request, reply, pathname) {
      const html = await index.read();
      if (html === null) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_MESSAGE);
      reply.header('cache-control', REVALIDATE);
      const page = matchSitePath(pathname);
      // Staff screens are not rendered on the server: their data needs the password or the token.
      if (page !== null && staffPathNames.includes(page)) {
        reply.header('x-robots-tag', 'noindex, nofollow');
        return reply.sendFile('index.html', shellDist);
      }
      const remotes = remotesFor(request, reply);
      const kept = await keptPage(request, remotes);
      if (kept) return sendCachedAnswer(request, reply, kept.answer, { type: HTML_TYPE, status: kept.status });
      // An address that names no page: the not-found page, with the status.
      if (page === null) return renderPage(request, reply, remotes, html, 404);
      const lookup = await lookUpHead(request, pathname);
      if (lookup === null) return renderPage(request, reply, remotes, html, 200);
      // 302, not 301: a course can become a VIP package (or stop being one) when staff rename it.
      if ('redirectTo' in lookup) return reply.redirect(lookup.redirectTo + queryOf(request.url), 302);
      // Unknown slug or a draft: the page's not-found text, with the status.
      if (!lookup.found) return renderPage(request, reply, remotes, html, 404);
      return renderPage(request, reply, remotes, html, 200, injectPageHead(html, lookup.head) ?? html);
    },
    async sendFormPage(request, reply, pathname, status, submittedForm) {
      const html = await index.read();
      if (html === null) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_MESSAGE);
      const lookup = await lookUpHead(request, pathname);
      const remotes = remotesFor(request, reply);
      if (lookup !== null && 'found' in lookup && !lookup.found) return renderPage(request, reply, remotes, html, 404);
      const head = lookup !== null && 'found' in lookup && lookup.found ? (injectPageHead(html, lookup.head) ?? html) : html;
      return renderPage(request, reply, remotes, html, status, head, submittedForm);
    },
    builtAt: () => index.modifiedAt(),
  };
  app.get('/', { schema: { hide: true } }, (request, reply) => site.sendPage(request, reply, '/'));
  return site;
}

/** The query string of a request URL, with its '?', or ''. */
function queryOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

/**
 * Client-side routes: an address that names a page (whatever the Accept header asks for: the page is the only
 * answer there is), a page navigation (Accept: text/html), or a bare path without an extension.
 */
export function wantsHtml(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) return false;
  if (matchSitePath(pathname) !== null) return true;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  return (accept === '' || accept.includes('*/*')) && !path.posix.extname(pathname);
}
