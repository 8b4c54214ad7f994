// Personal tokens of staff people, stored as SHA-256 digests: a token acts with its person's role while the
// person is active and the token neither expired nor was revoked, read afresh on every request by every process.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { sha256 } from '../../lib/secure-compare';
import type { Database } from '../database';
import { staffPeople, staffTokens } from '../schema';
import type { CredentialPerson } from './admin-sessions';

/** Every personal token starts with this, so it is told from an access token, and found by secret scanners. */
export const PERSONAL_TOKEN_PREFIX = 'bapt_';
export const isPersonalToken = (token: string) => token.startsWith(PERSONAL_TOKEN_PREFIX);

/** Last use is written at most this often per token. */
const LAST_USED_STEP_MS = 60_000;

const digest = (token: string) => sha256(token).toString('hex');

export type StaffTokenRow = Omit<typeof staffTokens.$inferSelect, 'tokenHash'>;

/** The personal token a request used, as the audit log names it. */
export interface UsedToken {
  id: number;
  name: string;
}

export function createStaffTokensRepository(db: Database) {
  const listed = {
    id: staffTokens.id,
    personId: staffTokens.personId,
    name: staffTokens.name,
    createdAt: staffTokens.createdAt,
    expiresAt: staffTokens.expiresAt,
    lastUsedAt: staffTokens.lastUsedAt,
  };
  return {
    /** A new token (shown to the person once) and its row. */
    async create(personId: number, name: string, lifetimeMs: number, now = new Date()): Promise<{ token: string; row: StaffTokenRow }> {
      const token = PERSONAL_TOKEN_PREFIX + randomBytes(32).toString('base64url');
      await db.delete(staffTokens).where(lt(staffTokens.expiresAt, now));
      const [row] = await db
        .insert(staffTokens)
        .values({ personId, name, tokenHash: digest(token), createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) })
        .returning(listed);
      return { token, row: row! };
    },

    /** The person's unexpired tokens, the newest first. */
    async listOf(personId: number, now = new Date()): Promise<StaffTokenRow[]> {
      return db
        .select(listed)
        .from(staffTokens)
        .where(and(eq(staffTokens.personId, personId), gt(staffTokens.expiresAt, now)))
        .orderBy(desc(staffTokens.createdAt), desc(staffTokens.id));
    },

    /** Revokes one token by its id, only if it is `personId`'s (any person's when null); whether it revoked one. */
    async revoke(id: number, personId: number | null): Promise<boolean> {
      const rows = await db
        .delete(staffTokens)
        .where(personId === null ? eq(staffTokens.id, id) : and(eq(staffTokens.id, id), eq(staffTokens.personId, personId)))
        .returning({ id: staffTokens.id });
      return rows.length > 0;
    },

    /** Revokes every token of the person (disabled, given another role, a new password). */
    async revokeAllOf(personId: number): Promise<void> {
      await db.delete(staffTokens).where(eq(staffTokens.personId, personId));
    },

    /** The active person the token acts for, or null (unknown, expired, revoked, or the person is not active). */
    async personOf(token: string, now = new Date()): Promise<(CredentialPerson & { token: UsedToken }) | null> {
      const [row] = await db
        .select({
          personId: staffPeople.id,
          role: staffPeople.role,
          remotes: staffPeople.remotes,
          tokenId: staffTokens.id,
          tokenName: staffTokens.name,
          lastUsedAt: staffTokens.lastUsedAt,
        })
        .from(staffTokens)
        .innerJoin(staffPeople, eq(staffPeople.id, staffTokens.personId))
        .where(and(eq(staffTokens.tokenHash, digest(token)), gt(staffTokens.expiresAt, now), eq(staffPeople.status, 'active')));
      if (!row) return null;
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_STEP_MS) {
        await db.update(staffTokens).set({ lastUsedAt: now }).where(eq(staffTokens.id, row.tokenId));
      }
      return { personId: row.personId, role: row.role, remotes: row.remotes, token: { id: row.tokenId, name: row.tokenName } };
    },
  };
}

export type StaffTokensRepository = ReturnType<typeof createStaffTokensRepository>;
