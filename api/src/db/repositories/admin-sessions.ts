// Administrator access tokens, stored as SHA-256 digests so any process on the same database accepts them.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AuthToken } from '@site/shared';
import { sha256 } from '../../lib/secure-compare';
import type { Database } from '../database';
import { adminSessions } from '../schema';

export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

const digest = (token: string) => sha256(token).toString('hex');

export function createAdminSessionsRepository(db: Database) {
  return {
    async create(now = new Date()): Promise<AuthToken> {
      const accessToken = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
      await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
      await db.insert(adminSessions).values({ tokenHash: digest(accessToken), expiresAt });
      return { accessToken, expiresAt: expiresAt.toISOString() };
    },

    /** Ends the session at once for every process (each request reads it here); unknown tokens are ignored. */
    async end(accessToken: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, digest(accessToken)));
    },

    async isValid(accessToken: string, now = new Date()): Promise<boolean> {
      const rows = await db
        .select({ tokenHash: adminSessions.tokenHash })
        .from(adminSessions)
        .where(and(eq(adminSessions.tokenHash, digest(accessToken)), gt(adminSessions.expiresAt, now)));
      return rows.length > 0;
    },
  };
}

export type AdminSessionsRepository = ReturnType<typeof createAdminSessionsRepository>;
