// Answers kept in memory (public API reads, hashed scripts and styles) sent before Fastify routes the
// request: on a busy page most requests are these, and routing, the request lifecycle and the hooks cost
// about half of such a request's time. Everything else, and any request this cannot answer from memory
// alone, goes to Fastify unchanged. The same answers with the same headers as the routes would send.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedAnswer } from './public-cache';
import { acceptedEncoding, COMPRESS_THRESHOLD, matchesIfNoneMatch } from './send-cached-answer';

export interface KeptAnswer {
  answer: CachedAnswer;
  type: string;
  cacheControl: string;
}

/** The kept answer for a GET of `url`, if there is one in memory now (never waits, never reads a disk). */
export type KeptAnswerLookup = (url: string) => KeptAnswer | undefined;

export interface KeptAnswersFront {
  add(lookup: KeptAnswerLookup): void;
  /** Answers the request and returns true, or returns false and leaves it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
}

export interface FrontOptions {
  /** Requests whose answer depends on more than the URL and the encodings (CORS, when origins are configured). */
  leaveToFastify(request: IncomingMessage): boolean;
  /** The security headers every answer to this URL carries. */
  securityHeaders(url: string): ReadonlyArray<[string, string]>;
  /** The Vary header: Accept-Encoding, and Origin when CORS answers depend on it. */
  vary: string;
}

export function createKeptAnswersFront({ leaveToFastify, securityHeaders, vary }: FrontOptions): KeptAnswersFront {
  const lookups: KeptAnswerLookup[] = [];
  return {
    add: (lookup) => lookups.push(lookup),
    answer(request, response) {
      const url = request.url;
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !url || leaveToFastify(request)) return false;
      let kept: KeptAnswer | undefined;
      for (const lookup of lookups) if ((kept = lookup(url))) break;
      if (!kept) return false;
      writeKeptAnswer(request, response, kept, securityHeaders(url), vary);
      return true;
    },
  };
}

function writeKeptAnswer(request: IncomingMessage, response: ServerResponse, { answer, type, cacheControl }: KeptAnswer, headers: ReadonlyArray<[string, string]>, vary: string): void {
  const head: Record<string, string | number> = Object.fromEntries(headers);
  head['cache-control'] = cacheControl;
  head.vary = vary;
  head.etag = answer.etag;
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    response.writeHead(304, head).end();
    return;
  }
  head['content-type'] = type;
  const encoding = answer.body.length >= COMPRESS_THRESHOLD ? acceptedEncoding(request) : null;
  if (!encoding) {
    head['content-length'] = answer.body.length;
    response.writeHead(200, head).end(answer.body);
    return;
  }
  answer.encodedAs(encoding).then(
    (body) => {
      head['content-encoding'] = encoding;
      head['content-length'] = body.length;
      response.writeHead(200, head).end(body);
    },
    () => {
      head['content-length'] = answer.body.length;
      response.writeHead(200, head).end(answer.body);
    },
  );
}
