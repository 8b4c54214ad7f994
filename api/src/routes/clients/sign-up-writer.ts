// Sign-ups written by group commit: those that arrive while a batch is being written go together in the next
// one, one transaction for all (the e-mails' locks, the requests with their consents, the messages they cause),
// each answered only after that transaction has committed. On the embedded database every statement of the
// process runs in turn on one connection, so fewer statements per sign-up is what makes more of them per second.
import type { DatabaseHandle } from '../../db/database';
import { createRepositories } from '../../db/create-repositories';
import type { SignUpEntry } from '../../db/repositories/clients';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { batchesAtOnce, createGroupCommit, type JobOutcome } from '../../lib/group-commit';
import type { NewOutboxMessage } from '../../db/repositories/outbox';
import { signUpMessages, type MailContext, type SignUpFacts } from '../../mail/sign-up-messages';
import { normaliseEmail } from '@site/shared';

/** A sign-up identical to one stored this long ago is the same one sent twice (a double click, a resent form). */
export const REPEAT_WITHIN_MS = 10_000;

/** Sign-ups written together at most (the statements carry them as one JSON parameter). */
const MAX_BATCH = 100;

export interface SignUpJob extends SignUpEntry {
  mailContext: MailContext;
  facts: Omit<SignUpFacts, 'registered'>;
}

/** 'stored', or 'repeated': the same sign-up came within seconds and was answered without being stored again. */
export type SignUpWritten = 'stored' | 'repeated';

export interface SignUpWriter {
  /** Resolves once the sign-up and its messages are committed; rejects with UnknownCourseError/UnknownEventError for a bad id. */
  write(job: SignUpJob): Promise<SignUpWritten>;
}

const jobOf = (jobs: readonly SignUpJob[], index: number): SignUpJob => {
  const job = jobs[index];
  if (!job) throw new Error(`no sign-up at ${index}`);
  return job;
};

/**
 * Rounds in which no e-mail comes twice: one statement upserts each client once, so a person's second
 * sign-up of a batch goes in the next round, in the same transaction, and sees the first (a repeat, or a
 * second request).
 */
function roundsOf(jobs: readonly SignUpJob[]): number[][] {
  const rounds: number[][] = [];
  const seen = new Map<string, number>();
  jobs.forEach((job, index) => {
    const email = normaliseEmail(job.payload.email);
    const round = seen.get(email) ?? 0;
    seen.set(email, round + 1);
    (rounds[round] ??= []).push(index);
  });
  return rounds;
}

/**
 * `counting`: whether the forms' limits are counting submissions that come here next. A batch waits for them
 * (at most the group commit's 10 ms): taken without them, batches stayed at a dozen sign-ups under load and the
 * rate at half of what larger ones reach (docs/performance.md, "Sign-ups with their mail").
 */
export function createSignUpWriter(database: DatabaseHandle, counting: () => boolean): SignUpWriter {
  const { db } = database;
  const repos = createRepositories(db);

  async function writeTogether(jobs: readonly SignUpJob[]): Promise<SignUpWritten[]> {
    return db.transaction(async (tx) => {
      const inTransaction = createRepositories(tx);
      const written: SignUpWritten[] = jobs.map(() => 'repeated');
      const messages: NewOutboxMessage[] = [];
      await inTransaction.clients.lockEmails(jobs);
      for (const round of roundsOf(jobs)) {
        const stored = await inTransaction.clients.registerAll(
          round.map((index) => jobOf(jobs, index)),
          REPEAT_WITHIN_MS,
        );
        round.forEach((index, position) => {
          const registered = stored[position];
          if (!registered) return;
          const job = jobOf(jobs, index);
          written[index] = 'stored';
          messages.push(...signUpMessages(job.mailContext, { ...job.facts, registered }));
        });
      }
      await inTransaction.outbox.add(messages);
      return written;
    });
  }

  /** One outcome per sign-up: written all together or, when one bad id failed them all, each alone. */
  const group = createGroupCommit<SignUpJob, SignUpWritten>(
    async (jobs): Promise<JobOutcome<SignUpWritten>[]> => {
      try {
        return (await writeTogether(jobs)).map((value) => ({ ok: true, value }));
      } catch (error: unknown) {
        if (jobs.length === 1) return [{ ok: false, error: (await repos.clients.unknownIn(jobOf(jobs, 0), error)) ?? error }];
        // Anything but one bad sign-up's (the database gone, a conflict) is every sign-up's failure.
        if (!isForeignKeyViolation(error)) throw error;
        // One bad sign-up (a course or event deleted meanwhile, a script's id) fails the whole batch: each is
        // written again alone, so only that one is refused.
        const outcomes: JobOutcome<SignUpWritten>[] = [];
        for (const job of jobs) {
          try {
            outcomes.push({ ok: true, value: (await writeTogether([job]))[0] ?? 'stored' });
          } catch (alone: unknown) {
            outcomes.push({ ok: false, error: (await repos.clients.unknownIn(job, alone)) ?? alone });
          }
        }
        return outcomes;
      }
    },
    { maxBatch: MAX_BATCH, concurrency: batchesAtOnce(database.kind), waitWhile: counting },
  );

  return { write: (job) => group.submit(job) };
}
