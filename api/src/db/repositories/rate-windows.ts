// Requests counted per key in fixed windows, in the database so that every process on it shares one count.
// Each call is one atomic upsert per window length that answers the counts including its hits: concurrent hits
// never undercount.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../database';
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
    async hit(window: RateWindow, now = new Date()): Promise<number> {
      const [hits] = await this.hitAll([window], now);
      return hits ?? 0;
    },

    /**
     * Counts several hits, one statement per window length: what `hit` would answer for each, called in this
     * order (two hits of one key in the same call answer n and n + 1).
     */
    async hitAll(windows: readonly RateWindow[], now = new Date()): Promise<number[]> {
      const answers: number[] = windows.map(() => 0);
      for (const windowMs of new Set(windows.map((window) => window.windowMs))) {
        const counted = new Map<string, { scope: string; key: string; hits: number; callers: number[] }>();
        windows.forEach((window, index) => {
          if (window.windowMs !== windowMs) return;
          const id = JSON.stringify([window.scope, window.key]);
          const entry = counted.get(id) ?? { scope: window.scope, key: window.key, hits: 0, callers: [] };
          entry.hits += 1;
          entry.callers.push(index);
          counted.set(id, entry);
        });
        const rows = [...counted.values()].map(({ scope, key, hits }) => ({ scope, key, hits }));
        const expired = sql`${rateWindows.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}`;
        const result = await db.execute(sql`
          insert into ${rateWindows} (scope, key, window_started_at, hits)
          select scope, key, ${now.toISOString()}::timestamptz, hits
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as counted(scope text, key text, hits int)
          on conflict (scope, key) do update set
            hits = case when ${expired} then excluded.hits else ${rateWindows.hits} + excluded.hits end,
            window_started_at = case when ${expired} then excluded.window_started_at else ${rateWindows.windowStartedAt} end
          returning scope, key, hits
        `);
        for (const row of rowsOf<{ scope: string; key: string; hits: number }>(result)) {
          const entry = counted.get(JSON.stringify([row.scope, row.key]));
          // The window's count after all of this call's hits: each caller gets the count as of its own hit.
          entry?.callers.forEach((index, position) => (answers[index] = row.hits - entry.hits + position + 1));
        }
      }
      return answers;
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
