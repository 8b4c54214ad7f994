// The owners' rules for staff credentials (one row, made by the migration): roles that must use a second factor,
// and the shared staff token (CLIENTS_TOKEN) an owner revoked, kept as its SHA-256.
import { eq } from 'drizzle-orm';
import { sha256 } from '../../lib/secure-compare';
import type { Role } from '../../staff/roles';
import type { Database } from '../database';
import { staffPolicy } from '../schema';

export interface StaffPolicy {
  secondFactorRoles: Role[];
  revokedSharedTokenHash: string | null;
  sharedTokenRevokedAt: Date | null;
}

const digest = (token: string) => sha256(token).toString('hex');

export function createStaffPolicyRepository(db: Database) {
  return {
    async get(): Promise<StaffPolicy> {
      const [row] = await db
        .select({
          secondFactorRoles: staffPolicy.secondFactorRoles,
          revokedSharedTokenHash: staffPolicy.revokedSharedTokenHash,
          sharedTokenRevokedAt: staffPolicy.sharedTokenRevokedAt,
        })
        .from(staffPolicy)
        .where(eq(staffPolicy.id, 1));
      return row ?? { secondFactorRoles: [], revokedSharedTokenHash: null, sharedTokenRevokedAt: null };
    },

    async setSecondFactorRoles(roles: Role[]): Promise<void> {
      await db.update(staffPolicy).set({ secondFactorRoles: roles }).where(eq(staffPolicy.id, 1));
    },

    /** Whether this value of the shared token was revoked. */
    isRevoked: (policy: StaffPolicy, sharedToken: string) => policy.revokedSharedTokenHash === digest(sharedToken),

    /** Every process refuses this value of CLIENTS_TOKEN from the next request; a new value set in the environment works. */
    async revokeSharedToken(sharedToken: string, now = new Date()): Promise<void> {
      await db
        .update(staffPolicy)
        .set({ revokedSharedTokenHash: digest(sharedToken), sharedTokenRevokedAt: now })
        .where(eq(staffPolicy.id, 1));
    },
  };
}

export type StaffPolicyRepository = ReturnType<typeof createStaffPolicyRepository>;
