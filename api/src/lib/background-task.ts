// Work the server does after answering (applying queued requests, delivering mail): run on start, now and
// then, and when kicked; never two runs of one task at once in a process; errors logged without their values.
import type { FastifyBaseLogger } from 'fastify';
import { safeErrorLog } from './safe-error-log';

export interface BackgroundTaskOptions {
  name: string;
  /**
   * Does the work; resolves when there is nothing left to do for now. A run that goes through a queue item by item
   * ends after the item in hand once `stopping` is aborted (stop(): a shutdown), leaving the rest for the next start.
   */
  run(stopping: AbortSignal): Promise<void>;
  /** How often it runs without being kicked (it picks up what another process or a crash left). */
  intervalMs: number;
  log: FastifyBaseLogger;
}

export interface BackgroundTask {
  start(): void;
  /** Runs it soon; a kick during a run makes one more run after it. */
  kick(): void;
  /** Stops the timer, tells a run under way to stop after the item in hand, and waits for it. */
  stop(): Promise<void>;
  /** Resolves when no run is under way or asked for (tests wait on it). */
  idle(): Promise<void>;
}

export function createBackgroundTask({ name, run, intervalMs, log }: BackgroundTaskOptions): BackgroundTask {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let stopping = new AbortController();

  function runNow(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await run(stopping.signal);
        } catch (error: unknown) {
          log.warn({ task: name, error: safeErrorLog(error) }, 'background task failed; it runs again later');
        }
      } while (again && !stopped);
      running = null;
    })();
    return running;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = new AbortController();
      timer = setInterval(() => void runNow(), intervalMs);
      timer.unref();
      void runNow();
    },
    kick() {
      if (stopped) return;
      setImmediate(() => void runNow());
    },
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    async idle() {
      await new Promise((resolve) => setImmediate(resolve));
      while (running) await running;
    },
  };
}
