// Staff people's sign-in sessions, stored as SHA-256 digests of their access tokens so any process on the
// same database accepts them. Each request reads its session with its person: a person disabled, or a session
// ended, is refused by every process from the next request on. A session ends 12 hours after its last use and
// 7 days after it began.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { AuthToken } from '@site/shared';
import { sha256 } from '../../lib/secure-compare';
import type { Role } from '../../staff/roles';
import type { Database } from '../database';
import { adminSessions, staffPeople } from '../schema';

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Last use is written at most this often per session. */
const LAST_USED_STEP_MS = 60_000;

const digest = (token: string) => sha256(token).toString('hex');

/** Whom a credential (an access token, a personal token) acts for. */
export interface CredentialPerson {
  personId: number;
  role: Role;
  remotes: string[];
}

/** Who an access token signs in, and which session it is. */
export interface SessionPerson extends CredentialPerson {
  sessionId: number;
  /** The session may only enrol a second factor (the person's role requires one). */
  mustEnrol: boolean;
}

/** Where a session was opened from. */
export interface SessionOrigin {
  address: string | null;
  userAgent: string | null;
}

export interface SessionRow {
  id: number;
  createdAt: Date;
  lastUsedAt: Date;
  address: string | null;
  userAgent: string | null;
}

export function createAdminSessionsRepository(db: Database) {
  const live = (now: Date) => and(gt(adminSessions.expiresAt, now), gt(adminSessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)));
  return {
    /** A new session; `mustEnrol`: its person's role requires a second factor they have not enrolled yet. */
    async create(
      personId: number,
      origin: SessionOrigin = { address: null, userAgent: null },
      { now = new Date(), mustEnrol = false }: { now?: Date; mustEnrol?: boolean } = {},
    ): Promise<AuthToken> {
      const accessToken = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
      await db.delete(adminSessions).where(or(lt(adminSessions.expiresAt, now), lt(adminSessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS))));
      await db.insert(adminSessions).values({
        tokenHash: digest(accessToken),
        personId,
        expiresAt,
        createdAt: now,
        lastUsedAt: now,
        address: origin.address,
        userAgent: origin.userAgent?.slice(0, 300) ?? null,
        mustEnrol,
      });
      return { accessToken, expiresAt: expiresAt.toISOString(), ...(mustEnrol ? { mustEnrol } : {}) };
    },

    /** Ends the session at once for every process (each request reads it here); unknown tokens are ignored. */
    async end(accessToken: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, digest(accessToken)));
    },

    /** Ends one session by its id, only if it is `personId`'s (any person's when null); whether it ended one. */
    async endById(id: number, personId: number | null): Promise<boolean> {
      const rows = await db
        .delete(adminSessions)
        .where(personId === null ? eq(adminSessions.id, id) : and(eq(adminSessions.id, id), eq(adminSessions.personId, personId)))
        .returning({ id: adminSessions.id });
      return rows.length > 0;
    },

    /** The person enrolled a second factor: their sessions may do all their role allows. */
    async enrolled(personId: number): Promise<void> {
      await db.update(adminSessions).set({ mustEnrol: false }).where(eq(adminSessions.personId, personId));
    },

    /** Ends every session of the person at once (disabled, or given another role). */
    async endAllOf(personId: number): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.personId, personId));
    },

    /** The person's live sessions, the most recently used first. */
    async listOf(personId: number, now = new Date()): Promise<SessionRow[]> {
      return db
        .select({
          id: adminSessions.id,
          createdAt: adminSessions.createdAt,
          lastUsedAt: adminSessions.lastUsedAt,
          address: adminSessions.address,
          userAgent: adminSessions.userAgent,
        })
        .from(adminSessions)
        .where(and(eq(adminSessions.personId, personId), live(now)))
        .orderBy(desc(adminSessions.lastUsedAt), desc(adminSessions.id));
    },

    /** The active person the token signs in, or null (unknown, idle too long, past its 7 days, or the person is not active). */
    async personOf(accessToken: string, now = new Date()): Promise<SessionPerson | null> {
      const [row] = await db
        .select({
          personId: staffPeople.id,
          role: staffPeople.role,
          remotes: staffPeople.remotes,
          sessionId: adminSessions.id,
          lastUsedAt: adminSessions.lastUsedAt,
          mustEnrol: adminSessions.mustEnrol,
        })
        .from(adminSessions)
        .innerJoin(staffPeople, eq(staffPeople.id, adminSessions.personId))
        .where(and(eq(adminSessions.tokenHash, digest(accessToken)), live(now), eq(staffPeople.status, 'active')));
      if (!row) return null;
      if (now.getTime() - row.lastUsedAt.getTime() > LAST_USED_STEP_MS) {
        await db.update(adminSessions).set({ lastUsedAt: now }).where(eq(adminSessions.id, row.sessionId));
      }
      return { personId: row.personId, role: row.role, remotes: row.remotes, sessionId: row.sessionId, mustEnrol: row.mustEnrol };
    },
  };
}

export type AdminSessionsRepository = ReturnType<typeof createAdminSessionsRepository>;
