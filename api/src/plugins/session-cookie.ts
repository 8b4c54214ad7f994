// The console's session cookie: the access token of a sign-in, HttpOnly (the page's scripts never read it),
// SameSite=Strict (no other site's page sends it), Secure when the site is served over HTTPS, sent only to
// /api. A request that carries no Authorization header is authenticated by it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok, type AuthToken, type Envelope } from '@site/shared';

export const SESSION_COOKIE = 'staff_session';
const COOKIE_PATH = '/api';

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, auth: AuthToken): void {
  reply.setCookie(SESSION_COOKIE, auth.accessToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
    expires: new Date(auth.expiresAt),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict' });
}

export function sessionCookieOf(request: FastifyRequest): string | null {
  const value = request.cookies[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A write authenticated by the cookie must come from a page of this site: a browser names the page's origin
 * in `Origin` on every cross-origin write and on same-origin fetches. Scripts and tests without the header
 * send no cookie of a browser's.
 */
export function fromThisSite(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  const origin = request.headers.origin;
  return origin === undefined || origin === `${request.protocol}://${request.host}`;
}

/** The answer of a sign-in (of any kind): the access token in the body, and in the cookie for the console. */
export function sessionAnswer(request: FastifyRequest, reply: FastifyReply, auth: AuthToken): Envelope<AuthToken> {
  reply.header('cache-control', 'no-store');
  setSessionCookie(request, reply, auth);
  return ok(auth);
}
