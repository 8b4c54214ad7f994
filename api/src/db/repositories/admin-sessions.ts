// Staff people's sign-in sessions, stored as SHA-256 digests of their access tokens so any process on the
// same database accepts them. Each request reads its session with its person: a person disabled, or a session
// ended, is refused by every process from the next request on.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AuthToken } from '@site/shared';
import { sha256 } from '../../lib/secure-compare';
import type { Role } from '../../staff/roles';
import type { Database } from '../database';
import { adminSessions, staffPeople } from '../schema';

export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

const digest = (token: string) => sha256(token).toString('hex');

/** Who an access token signs in. */
export interface SessionPerson {
  personId: number;
  role: Role;
  remotes: string[];
}

export function createAdminSessionsRepository(db: Database) {
  return {
    async create(personId: number, now = new Date()): Promise<AuthToken> {
      const accessToken = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
      await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
      await db.insert(adminSessions).values({ tokenHash: digest(accessToken), personId, expiresAt });
      return { accessToken, expiresAt: expiresAt.toISOString() };
    },

    /** Ends the session at once for every process (each request reads it here); unknown tokens are ignored. */
    async end(accessToken: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, digest(accessToken)));
    },

    /** Ends every session of the person at once (disabled, or given another role). */
    async endAllOf(personId: number): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.personId, personId));
    },

    /** The active person the token signs in, or null (unknown, expired, or the person is not active). */
    async personOf(accessToken: string, now = new Date()): Promise<SessionPerson | null> {
      const [row] = await db
        .select({ personId: staffPeople.id, role: staffPeople.role, remotes: staffPeople.remotes })
        .from(adminSessions)
        .innerJoin(staffPeople, eq(staffPeople.id, adminSessions.personId))
        .where(and(eq(adminSessions.tokenHash, digest(accessToken)), gt(adminSessions.expiresAt, now), eq(staffPeople.status, 'active')));
      return row ?? null;
    },
  };
}

export type AdminSessionsRepository = ReturnType<typeof createAdminSessionsRepository>;
