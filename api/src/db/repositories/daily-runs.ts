// When each part of the daily work last finished; one process does the daily work at a time (a lock).
import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { dailyRuns } from '../schema';

export type DailyRunName = 'retention-and-vacuum';

export function createDailyRunsRepository(db: Database) {
  return {
    async lastFinishedAt(name: DailyRunName): Promise<Date | null> {
      const [row] = await db.select({ at: dailyRuns.finishedAt }).from(dailyRuns).where(eq(dailyRuns.name, name));
      return row?.at ?? null;
    },
    async finished(name: DailyRunName, at: Date): Promise<void> {
      await db
        .insert(dailyRuns)
        .values({ name, finishedAt: at })
        .onConflictDoUpdate({ target: dailyRuns.name, set: { finishedAt: at } });
    },
  };
}
