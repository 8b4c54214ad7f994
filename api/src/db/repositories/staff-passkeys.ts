// Staff people's passkeys (WebAuthn credentials) and the challenges given to add one or to sign in with one.
import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../database';
import { staffChallenges, staffPasskeys } from '../schema';

export type StaffPasskey = typeof staffPasskeys.$inferSelect;
export type NewStaffPasskey = Pick<StaffPasskey, 'personId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name'>;
export type ChallengePurpose = (typeof staffChallenges.$inferSelect)['purpose'];

/** How long a challenge may be answered. */
const CHALLENGE_MS = 5 * 60_000;

export function createStaffPasskeysRepository(db: Database) {
  return {
    async add(passkey: NewStaffPasskey): Promise<StaffPasskey> {
      const [row] = await db.insert(staffPasskeys).values(passkey).returning();
      return row!;
    },

    async listOf(personId: number): Promise<StaffPasskey[]> {
      return db.select().from(staffPasskeys).where(eq(staffPasskeys.personId, personId)).orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
    },

    /** The ids among `personIds` of people with at least one passkey. */
    async peopleWithPasskeys(personIds: number[]): Promise<Set<number>> {
      if (personIds.length === 0) return new Set();
      const rows = await db.selectDistinct({ personId: staffPasskeys.personId }).from(staffPasskeys).where(inArray(staffPasskeys.personId, personIds));
      return new Set(rows.map((row) => row.personId));
    },

    /** A signature checked: the authenticator's new counter and the time of use. */
    async used(id: number, counter: number, now = new Date()): Promise<void> {
      await db.update(staffPasskeys).set({ counter, lastUsedAt: now }).where(eq(staffPasskeys.id, id));
    },

    /** Removes one of the person's passkeys: whether it was theirs. */
    async remove(id: number, personId: number): Promise<boolean> {
      const rows = await db
        .delete(staffPasskeys)
        .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.personId, personId)))
        .returning({ id: staffPasskeys.id });
      return rows.length > 0;
    },

    async removeAllOf(personId: number): Promise<void> {
      await db.delete(staffPasskeys).where(eq(staffPasskeys.personId, personId));
      await db.delete(staffChallenges).where(eq(staffChallenges.personId, personId));
    },

    /** Keeps a challenge given to the person (an older one for the same purpose stays valid until it expires). */
    async putChallenge(personId: number, purpose: ChallengePurpose, challenge: string, now = new Date()): Promise<void> {
      await db.delete(staffChallenges).where(lt(staffChallenges.expiresAt, now));
      await db.insert(staffChallenges).values({ personId, purpose, challenge, expiresAt: new Date(now.getTime() + CHALLENGE_MS) });
    },

    /** Takes (uses up) the person's latest unexpired challenge for `purpose`; null when there is none. */
    async takeChallenge(personId: number, purpose: ChallengePurpose, now = new Date()): Promise<string | null> {
      const [latest] = await db
        .select({ id: staffChallenges.id })
        .from(staffChallenges)
        .where(and(eq(staffChallenges.personId, personId), eq(staffChallenges.purpose, purpose), gt(staffChallenges.expiresAt, now)))
        .orderBy(desc(staffChallenges.id))
        .limit(1);
      if (!latest) return null;
      const [taken] = await db.delete(staffChallenges).where(eq(staffChallenges.id, latest.id)).returning({ challenge: staffChallenges.challenge });
      return taken?.challenge ?? null;
    },
  };
}

export type StaffPasskeysRepository = ReturnType<typeof createStaffPasskeysRepository>;
