// Failed credential checks per client address, counted in the database so that every process on it
// shares one limit. A check first takes one of the address's tries atomically and gives it back when the
// credential was right: concurrent guesses from one address can never get past the limit together.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { authFailures } from '../schema';

export type CredentialScope = 'admin-password' | 'clients-token';

/** Five wrong credentials a minute per address and kind of credential. */
export const CREDENTIAL_FAILURE_LIMIT = { maxFailures: 5, windowMs: 60_000 } as const;

export function createAuthFailuresRepository(db: Database, { maxFailures, windowMs } = CREDENTIAL_FAILURE_LIMIT) {
  return {
    /** Takes one try for this address; false when its tries in the current window are used up. */
    async takeTry(scope: CredentialScope, address: string, now = new Date()): Promise<boolean> {
      const windowStart = new Date(now.getTime() - windowMs);
      const expired = sql`${authFailures.windowStartedAt} <= ${windowStart.toISOString()}`;
      const [row] = await db
        .insert(authFailures)
        .values({ scope, address, windowStartedAt: now, failures: 1 })
        .onConflictDoUpdate({
          target: [authFailures.scope, authFailures.address],
          set: {
            failures: sql`case when ${expired} then 1 else ${authFailures.failures} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${authFailures.windowStartedAt} end`,
          },
        })
        .returning({ failures: authFailures.failures });
      return (row?.failures ?? 0) <= maxFailures;
    },

    /** Gives back the try of a check whose credential was right. */
    async giveBack(scope: CredentialScope, address: string): Promise<void> {
      await db
        .update(authFailures)
        .set({ failures: sql`greatest(${authFailures.failures} - 1, 0)` })
        .where(and(eq(authFailures.scope, scope), eq(authFailures.address, address)));
    },

    /** Forgets windows that ended; run now and then so the table holds only recent addresses. */
    async prune(now = new Date()): Promise<void> {
      await db.delete(authFailures).where(lt(authFailures.windowStartedAt, new Date(now.getTime() - windowMs)));
    },
  };
}

export type AuthFailuresRepository = ReturnType<typeof createAuthFailuresRepository>;
