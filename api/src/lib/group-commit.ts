// Group commit: jobs that arrive while a batch is being written or gathered are written together in the next
// batch, one transaction for all of them, each caller answered when that batch has committed. A batch is
// gathered while turns of the event loop bring more jobs, or while the work before it has jobs in flight
// (`waitWhile`), never longer than maxWaitMs: no timer, so a quiet server adds no latency.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

/** What one job of a batch came to: its value, or the error its caller gets. */
export type JobOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface GroupCommitOptions {
  /** At most this many jobs in one batch. */
  maxBatch: number;
  /** The longest a batch waits for more jobs while they keep arriving (10 ms unless said). */
  maxWaitMs?: number;
  /** Batches written at the same time (1 on the embedded database, whose one connection runs them in turn anyway). */
  concurrency: number;
  /**
   * Work before this one whose jobs will come here next (the sign-up writer: the limits' counts in flight). A
   * batch keeps gathering while it answers true, never longer than maxWaitMs.
   */
  waitWhile?: () => boolean;
}

/**
 * Batches written at the same time on each database: the embedded one runs every statement of the process in
 * turn on its one connection, so a second batch would only wait; a PostgreSQL pool runs a few side by side.
 */
export const batchesAtOnce = (kind: 'pglite' | 'postgres'): number => (kind === 'pglite' ? 1 : 4);

export interface GroupCommit<J, R> {
  submit(job: J): Promise<R>;
  /** Jobs submitted and not answered yet. */
  pending(): number;
}

/**
 * Turns of the event loop that bring no job before a batch is taken. A sign-up passes two counted limits before it
 * reaches its writer, each a batch of its own on the same one connection, so under load the next jobs are often a
 * few turns away: with 3, batches fell to 5–6 sign-ups and a run settled at 350–650/s instead of 850–1,100
 * (docs/performance.md). A quiet server passes these turns in microseconds.
 */
const EMPTY_TURNS = 10;

interface Waiting<J, R> {
  job: J;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * `write` gets the jobs of one batch and answers one outcome per job, in order. If it throws, every job of
 * the batch gets that error: it must throw only when the batch as a whole failed (and was rolled back).
 */
export function createGroupCommit<J, R>(write: (jobs: J[]) => Promise<JobOutcome<R>[]>, options: GroupCommitOptions): GroupCommit<J, R> {
  const queue: Waiting<J, R>[] = [];
  let writing = 0;
  /** Jobs taken from the queue into a batch whose write has not ended. */
  let inBatches = 0;

  async function writeBatch(batch: Waiting<J, R>[]): Promise<void> {
    inBatches += batch.length;
    try {
      const outcomes = await write(batch.map((waiting) => waiting.job));
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (!outcome) waiting.reject(new Error('group commit: the batch answered fewer outcomes than jobs'));
        else if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    } catch (error: unknown) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      inBatches -= batch.length;
    }
  }

  /**
   * Turns of the event loop before a batch is taken, while they bring more jobs: under load, Node takes one
   * waiting connection a turn, and the embedded database runs a statement without yielding, so a batch taken at
   * once would hold only what came in the last turn. A quiet server passes a few empty turns (microseconds).
   */
  async function gather(): Promise<void> {
    const started = performance.now();
    let emptyTurns = 0;
    const expectingMore = () => emptyTurns < EMPTY_TURNS || (options.waitWhile?.() ?? false);
    while (queue.length < options.maxBatch && expectingMore() && performance.now() - started < (options.maxWaitMs ?? 10)) {
      const before = queue.length;
      await yieldToEventLoop();
      emptyTurns = queue.length > before ? 0 : emptyTurns + 1;
    }
  }

  async function drain(): Promise<void> {
    writing += 1;
    try {
      while (queue.length > 0) {
        await gather();
        await writeBatch(queue.splice(0, options.maxBatch));
      }
    } finally {
      writing -= 1;
    }
  }

  return {
    submit(job) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        if (writing < options.concurrency) void drain();
      });
    },
    pending: () => queue.length + inBatches,
  };
}
