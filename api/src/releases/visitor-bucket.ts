// Which canary a visitor gets: a number 0–99 drawn once and kept in a cookie, so the same visitor gets the
// same releases on every load; one in `share` percent of visitors (those below it) gets a canary. The cookie
// is only set while a canary runs, holds nothing about the visitor, and is read by this server only.
import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const BUCKET_COOKIE = 'release-bucket';
const ONE_YEAR_S = 365 * 24 * 3600;

/** The visitor's bucket from their cookie, or null when they have none (or a malformed one). */
export function bucketOf(request: FastifyRequest): number | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const match = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`).exec(header);
  return match ? Number(match[1]) : null;
}

/** The visitor's bucket, drawn and set in a cookie on this answer when they have none and `needed` (Secure over HTTPS). */
export function visitorBucket(request: FastifyRequest, reply: FastifyReply, needed: boolean, overHttps: boolean): number | null {
  const known = bucketOf(request);
  if (known !== null || !needed) return known;
  const drawn = randomInt(100);
  reply.header('set-cookie', `${BUCKET_COOKIE}=${drawn}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly${overHttps ? '; Secure' : ''}`);
  return drawn;
}
