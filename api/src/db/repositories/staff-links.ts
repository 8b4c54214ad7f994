// Single-use links e-mailed to staff people (an invitation, a new password): the token goes in the e-mail, a SHA-256 of it here.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sha256 } from '../../lib/secure-compare';
import type { Database } from '../database';
import { staffLinks } from '../schema';

export type StaffLinkPurpose = (typeof staffLinks.$inferSelect)['purpose'];

const digest = (token: string) => sha256(token).toString('hex');

export function createStaffLinksRepository(db: Database) {
  return {
    /** A new link's token, valid for `lifetimeMs`. */
    async create(personId: number, purpose: StaffLinkPurpose, lifetimeMs: number, now = new Date()): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(staffLinks).values({ tokenHash: digest(token), personId, purpose, createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) });
      return token;
    },

    /** The person of an unused, unexpired link, without using it (null otherwise). */
    async personOf(token: string, purpose: StaffLinkPurpose, now = new Date()): Promise<number | null> {
      const [row] = await db
        .select({ personId: staffLinks.personId })
        .from(staffLinks)
        .where(and(eq(staffLinks.tokenHash, digest(token)), eq(staffLinks.purpose, purpose), isNull(staffLinks.usedAt), gt(staffLinks.expiresAt, now)));
      return row?.personId ?? null;
    },

    /** Uses the link: true for the one caller that used it while it was unused and unexpired. */
    async use(token: string, purpose: StaffLinkPurpose, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(staffLinks)
        .set({ usedAt: now })
        .where(and(eq(staffLinks.tokenHash, digest(token)), eq(staffLinks.purpose, purpose), isNull(staffLinks.usedAt), gt(staffLinks.expiresAt, now)))
        .returning({ personId: staffLinks.personId });
      return rows.length > 0;
    },
  };
}

export type StaffLinksRepository = ReturnType<typeof createStaffLinksRepository>;
