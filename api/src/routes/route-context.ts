// What every route plugin receives: repositories, credentials, the public read cache and the config.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok, okPage, type Envelope, type Paged } from '@site/shared';
import type { AppConfig } from '../app-config';
import type { Repositories } from '../db/create-repositories';
import type { DatabaseHandle } from '../db/database';
import { notFound } from '../lib/http-error';
import type { KeepOptions, PublicCache } from '../lib/public-cache';
import { JSON_TYPE, sendCachedAnswer } from '../lib/send-cached-answer';
import type { BackgroundTask } from '../lib/background-task';
import type { MailService } from '../mail/mail-service';
import type { Auth } from '../plugins/auth';
import type { FormLimiter } from './public-forms';
import type { SignUpWriter } from './clients/sign-up-writer';
import type { ReleasePointers } from '../releases/release-pointers';
import type { BackupService } from '../backups/backup-service';

export interface RouteContext {
  config: AppConfig;
  database: DatabaseHandle;
  repos: Repositories;
  auth: Auth;
  cache: PublicCache;
  formLimiter: FormLimiter;
  /** Sign-ups and their messages, written together when they arrive together. */
  signUps: SignUpWriter;
  mail: MailService;
  /** Which release of each remote visitors get (read from the database every second or so). */
  releases: ReleasePointers;
  /** Backups on demand, their list, and the daily work (backup, its check, retention). */
  backups: BackupService;
  /** Work done after answering, kicked by the routes that queue it. */
  tasks: { withdrawals: BackgroundTask };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that changes nothing a cached public read shows: it leaves the public cache as it is. */
    keepsPublicCache?: boolean;
    /** An upload's largest file: a larger one is refused with 413 and a message naming this limit. */
    maxFileBytes?: number;
  }
}

export interface RouteOptions {
  ctx: RouteContext;
}

/**
 * A public read: from the cache, or loaded (null is a 404 with `notFoundMessage`), serialised with the
 * route's response schema, cached and sent with its ETag and the compressed form the client accepts.
 */
export function sendPublicRead<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicCache,
  load: () => Promise<T | null>,
  notFoundMessage = 'Ресурсът не е намерен',
  keep: KeepOptions = {},
): Promise<FastifyReply> {
  return sendKept(request, reply, cache, { load, answerOf: (data) => ok(data), notFoundMessage, keep });
}

/** A public read of one page of a list: as `sendPublicRead`, the page's items as `data` and where it is as `page`. */
export function sendPublicPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicCache,
  load: () => Promise<Paged<T> | null>,
  notFoundMessage = 'Ресурсът не е намерен',
  keep: KeepOptions = {},
): Promise<FastifyReply> {
  return sendKept(request, reply, cache, { load, answerOf: ({ items, page }) => okPage(items, page), notFoundMessage, keep });
}

interface KeptRead<T> {
  load: () => Promise<T | null>;
  answerOf: (data: T) => Envelope<unknown>;
  notFoundMessage: string;
  keep: KeepOptions;
}

async function sendKept<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicCache,
  { load, answerOf, notFoundMessage, keep }: KeptRead<T>,
): Promise<FastifyReply> {
  const cached = cache.get(request.url);
  if (cached) return sendCachedAnswer(request, reply, cached, { type: JSON_TYPE });
  const data = await load();
  if (data === null) throw notFound(notFoundMessage);
  return keepAndSendEnvelope(request, reply, cache, answerOf(data), keep);
}

/** Serialises `data` in the envelope with the route's response schema, keeps it under the URL and sends it. */
export function keepAndSend<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicCache,
  data: T,
  keep: KeepOptions = {},
): Promise<FastifyReply> | FastifyReply {
  return keepAndSendEnvelope(request, reply, cache, ok(data), keep);
}

function keepAndSendEnvelope<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicCache,
  answer: Envelope<T>,
  keep: KeepOptions = {},
): Promise<FastifyReply> | FastifyReply {
  const text = reply.serializeInput({ ...answer }, '200');
  if (typeof text !== 'string') return reply.send(answer);
  return sendCachedAnswer(request, reply, cache.set(request.url, Buffer.from(text, 'utf8'), keep), { type: JSON_TYPE });
}
