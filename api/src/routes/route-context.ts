// What every route plugin receives: repositories, credentials, the public read cache and the config.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '@site/shared';
import type { AppConfig } from '../app-config';
import type { Repositories } from '../db/create-repositories';
import type { DatabaseHandle } from '../db/database';
import { notFound } from '../lib/http-error';
import type { PublicCache } from '../lib/public-cache';
import type { Auth } from '../plugins/auth';

export interface RouteContext {
  config: AppConfig;
  database: DatabaseHandle;
  repos: Repositories;
  auth: Auth;
  cache: PublicCache;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that changes nothing a cached public read shows: it leaves the public cache as it is. */
    keepsPublicCache?: boolean;
  }
}

export interface RouteOptions {
  ctx: RouteContext;
}

const JSON_TYPE = 'application/json; charset=utf-8';

const cacheKey = (request: FastifyRequest, variant: string) => (variant ? `${request.url}#${variant}` : request.url);

/** Sends the cached answer of this URL, if there is one. */
export function replyFromCache(request: FastifyRequest, reply: FastifyReply, cache: PublicCache, variant = ''): FastifyReply | null {
  const cached = cache.get(cacheKey(request, variant));
  return cached === undefined ? null : reply.type(JSON_TYPE).send(cached);
}

/** Serialises the envelope with the route's response schema, caches the text and sends it. */
export function sendAndCache<T>(request: FastifyRequest, reply: FastifyReply, cache: PublicCache, data: T, variant = ''): FastifyReply {
  const text = reply.serializeInput({ ...ok(data) }, '200');
  if (typeof text !== 'string') return reply.send(ok(data));
  const body = Buffer.from(text, 'utf8');
  cache.set(cacheKey(request, variant), body);
  return reply.type(JSON_TYPE).send(body);
}

/** A public read: from the cache, or loaded (null is a 404 with `notFoundMessage`), cached and sent. */
export async function sendPublicRead<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicCache,
  load: () => Promise<T | null>,
  notFoundMessage = 'Ресурсът не е намерен',
  /** Extra cache-key part for answers that depend on more than the URL (e.g. today's date). */
  variant = '',
): Promise<FastifyReply> {
  const cached = replyFromCache(request, reply, cache, variant);
  if (cached) return cached;
  const data = await load();
  if (data === null) throw notFound(notFoundMessage);
  return sendAndCache(request, reply, cache, data, variant);
}
