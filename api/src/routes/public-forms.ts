// What every public form (consultation, course and event sign-up, marketing withdrawal) shares against
// abuse, without a captcha: limits counted in the database (one count for every process) that a room of
// people on one Wi-Fi never reaches, a limit on repeats of one e-mail, and a hidden field only bots fill in.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normaliseEmail } from '@site/shared';
import type { RateWindow, RateWindowsRepository } from '../db/repositories/rate-windows';
import { createGroupCommit } from '../lib/group-commit';
import { tooManyRequests } from '../lib/http-error';
import { sha256 } from '../lib/secure-compare';

export type PublicForm = 'sign-up' | 'withdrawal';

/** Submissions allowed in one window: from one address (an office, an event's Wi-Fi) and for one e-mail. */
export interface FormLimit {
  perAddress: number;
  perEmail: number;
}

export type FormLimits = Record<PublicForm, FormLimit>;

export const FORM_LIMIT_WINDOW_MS = 10 * 60_000;

export const DEFAULT_FORM_LIMITS: FormLimits = {
  'sign-up': { perAddress: 60, perEmail: 5 },
  withdrawal: { perAddress: 30, perEmail: 3 },
};

export const formLimitMessage = 'Твърде много заявки. Опитайте отново след няколко минути.';

/**
 * The honeypot: a field people never see (hidden off-screen, out of the tab order, without autofill).
 * A bot that fills it in gets the usual answer, so it learns nothing, and nothing is stored.
 */
export function filledByBot(body: { website?: string } | null | undefined): boolean {
  return Boolean(body?.website?.trim());
}

/** Hits counted together at most (the statement carries them as one JSON parameter). */
const MAX_HITS_TOGETHER = 200;

export function createFormLimiter(windows: RateWindowsRepository, limits: FormLimits, concurrency: number) {
  // Submissions arriving together are counted in one statement (group commit), each answered its own count.
  const counter = createGroupCommit<RateWindow, number>(async (hits) => (await windows.hitAll(hits)).map((value) => ({ ok: true, value })), {
    maxBatch: MAX_HITS_TOGETHER,
    concurrency,
  });

  async function count(reply: FastifyReply, scope: string, key: string, limit: number): Promise<void> {
    const hits = await counter.submit({ scope, key, windowMs: FORM_LIMIT_WINDOW_MS });
    if (hits <= limit) return;
    reply.header('retry-after', String(FORM_LIMIT_WINDOW_MS / 1000));
    throw tooManyRequests(formLimitMessage);
  }

  return {
    /** Whether counts are in flight: a sign-up among them goes on to the sign-up writer next, which waits for it. */
    counting: (): boolean => counter.pending() > 0,

    /** A preValidation hook: every submission from an address counts, valid or not. */
    perAddress(form: PublicForm) {
      return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
        await count(reply, `${form}:address`, request.ip, limits[form].perAddress);
      };
    },

    /** Counts a submission for this e-mail, kept only as a hash: the count table holds no address. */
    async perEmail(form: PublicForm, email: string, reply: FastifyReply): Promise<void> {
      await count(reply, `${form}:email`, sha256(normaliseEmail(email)).toString('hex'), limits[form].perEmail);
    },
  };
}

export type FormLimiter = ReturnType<typeof createFormLimiter>;
