// Sends a kept answer the way a browser can reuse it: its ETag (If-None-Match → 304, no body), the
// compressed form the client accepts (made once, kept with the answer), and Vary: Accept-Encoding.
import type { IncomingHttpHeaders } from 'node:http';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, ContentEncoding } from './public-cache';

/** Below this size compression saves less than it costs (the answer fits in one or two TCP packets anyway). */
export const COMPRESS_THRESHOLD = 1024;
export const SUPPORTED_ENCODINGS: ContentEncoding[] = ['br', 'gzip'];
/** Lists and pages change when staff write: the browser may keep them but must ask (a 304 is cheap). */
export const REVALIDATE = 'no-cache';
/** A content-hashed or generated name never changes meaning: kept by the browser for a year, never asked again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const JSON_TYPE = 'application/json; charset=utf-8';

/** RFC 9110 If-None-Match: weak comparison against any listed tag, or '*'. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/** Adds `field` to the Vary header without dropping what CORS put there (Origin). */
export function varyOn(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' && current ? current.split(',').map((item) => item.trim()) : [];
  if (fields.includes('*') || fields.some((item) => item.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

export function acceptedEncoding(request: { headers: IncomingHttpHeaders }): ContentEncoding | null {
  const header = request.headers['accept-encoding'];
  return header ? (negotiate(header, SUPPORTED_ENCODINGS) as ContentEncoding | null) : null;
}

/** What a kept answer becomes for one request: a 304, or its bytes in the form the client takes. */
export type KeptForm = { notModified: true } | { notModified: false; encoding: ContentEncoding | null; body: Buffer | Promise<Buffer> };

/**
 * The one rule for both ways a kept answer leaves (through Fastify, or before it): a matching
 * If-None-Match is a 304 (when `revalidate`), an answer of 1 KB or more goes in the client's preferred
 * encoding (already made, or made now and kept), anything else as it is.
 */
export function keptForm(headers: IncomingHttpHeaders, answer: CachedAnswer, revalidate = true): KeptForm {
  if (revalidate && matchesIfNoneMatch(headers['if-none-match'], answer.etag)) return { notModified: true };
  const encoding = answer.body.length >= COMPRESS_THRESHOLD ? acceptedEncoding({ headers }) : null;
  if (!encoding) return { notModified: false, encoding: null, body: answer.body };
  return { notModified: false, encoding, body: answer.encodedNow(encoding) ?? answer.encodedAs(encoding) };
}

export interface CachedAnswerOptions {
  type: string;
  status?: number;
  cacheControl?: string;
}

export async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  options: CachedAnswerOptions,
): Promise<FastifyReply> {
  const status = options.status ?? 200;
  reply.code(status).header('cache-control', options.cacheControl ?? REVALIDATE);
  varyOn(reply, 'Accept-Encoding');
  // Only a successful answer is a representation worth revalidating; a 404 page is sent whole each time.
  if (status === 200) reply.header('etag', answer.etag);
  const form = keptForm(request.headers, answer, status === 200);
  if (form.notModified) return reply.code(304).send();
  reply.type(options.type);
  if (!form.encoding) return reply.send(form.body);
  return reply.header('content-encoding', form.encoding).send(await form.body);
}
