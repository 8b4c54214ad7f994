// Requests counted per key in fixed windows, in the database so that every process on it shares one count.
// Each hit is one atomic upsert that answers the count including itself: concurrent hits never undercount.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { rateWindows } from '../schema';

export interface RateWindow {
  /** What is counted, e.g. 'admin-password' or 'sign-up:address'. */
  scope: string;
  key: string;
  windowMs: number;
}

/** The longest window any caller uses: rows older than this are of no use to anyone. */
const LONGEST_WINDOW_MS = 60 * 60_000;

export function createRateWindowsRepository(db: Database) {
  return {
    /** Counts one hit; answers the hits of the current window including this one (a new window starts at 1). */
    async hit({ scope, key, windowMs }: RateWindow, now = new Date()): Promise<number> {
      const expired = sql`${rateWindows.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}`;
      const [row] = await db
        .insert(rateWindows)
        .values({ scope, key, windowStartedAt: now, hits: 1 })
        .onConflictDoUpdate({
          target: [rateWindows.scope, rateWindows.key],
          set: {
            hits: sql`case when ${expired} then 1 else ${rateWindows.hits} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateWindows.windowStartedAt} end`,
          },
        })
        .returning({ hits: rateWindows.hits });
      return row?.hits ?? 0;
    },

    /** The hits of the current window, without counting one. */
    async hits({ scope, key, windowMs }: RateWindow, now = new Date()): Promise<number> {
      const [row] = await db
        .select({ hits: rateWindows.hits })
        .from(rateWindows)
        .where(and(eq(rateWindows.scope, scope), eq(rateWindows.key, key), gt(rateWindows.windowStartedAt, new Date(now.getTime() - windowMs))));
      return row?.hits ?? 0;
    },

    /** Forgets windows that ended; run now and then so the table holds only recent keys. */
    async prune(now = new Date()): Promise<void> {
      await db.delete(rateWindows).where(lt(rateWindows.windowStartedAt, new Date(now.getTime() - LONGEST_WINDOW_MS)));
    },
  };
}

export type RateWindowsRepository = ReturnType<typeof createRateWindowsRepository>;
