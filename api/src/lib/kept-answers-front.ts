// Answers kept in memory (public API reads, hashed scripts and styles) sent before Fastify routes the
// request: on a busy page most requests are these, and routing, the request lifecycle and the hooks cost
// about half of such a request's time. Everything else, and any request this cannot answer from memory
// alone, goes to Fastify unchanged. The same answers with the same headers as the routes would send.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedAnswer, ContentEncoding } from './public-cache';
import { keptForm } from './send-cached-answer';

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

/** The response heads of each kept answer, one per form (identity, br, gzip, 304), made on first use. */
const heads = new WeakMap<CachedAnswer, Map<string, string[]>>();

function headOf(
  kept: KeptAnswer,
  form: ContentEncoding | 'identity' | 304,
  bodyLength: number,
  security: ReadonlyArray<[string, string]>,
  vary: string,
): string[] {
  let forms = heads.get(kept.answer);
  if (!forms) heads.set(kept.answer, (forms = new Map()));
  const key = String(form);
  let head = forms.get(key);
  if (!head) {
    // A flat [name, value, …] list: node writes it without building a header object per response.
    head = [...security.flat(), 'cache-control', kept.cacheControl, 'vary', vary, 'etag', kept.answer.etag];
    if (form !== 304) head.push('content-type', kept.type, 'content-length', String(bodyLength));
    if (form === 'br' || form === 'gzip') head.push('content-encoding', form);
    forms.set(key, head);
  }
  return head;
}

function writeKeptAnswer(request: IncomingMessage, response: ServerResponse, kept: KeptAnswer, security: ReadonlyArray<[string, string]>, vary: string): void {
  const form = keptForm(request.headers, kept.answer);
  if (form.notModified) {
    response.writeHead(304, headOf(kept, 304, 0, security, vary)).end();
  } else if (Buffer.isBuffer(form.body)) {
    response.writeHead(200, headOf(kept, form.encoding ?? 'identity', form.body.length, security, vary)).end(form.body);
  } else {
    form.body.then(
      (body) => response.writeHead(200, headOf(kept, form.encoding ?? 'identity', body.length, security, vary)).end(body),
      () => response.writeHead(200, headOf(kept, 'identity', kept.answer.body.length, security, vary)).end(kept.answer.body),
    );
  }
}
