// A staff person's second factor: the TOTP secret (being enrolled, then in use, each code's time step used once)
// and the ten single-use recovery codes (SHA-256 digests).
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { sha256 } from '../../lib/secure-compare';
import type { Database } from '../database';
import { staffPeople, staffRecoveryCodes } from '../schema';

/** Recovery codes are compared lower-case, without spaces and dashes. */
export const recoveryCodeDigest = (code: string) => sha256(code.toLowerCase().replace(/[\s-]/g, '')).toString('hex');

export function createStaffSecondFactorsRepository(db: Database) {
  return {
    /** A new secret to enrol: replaces one being enrolled; none while a second factor is in use. */
    async startTotp(personId: number, secret: string): Promise<boolean> {
      const rows = await db
        .update(staffPeople)
        .set({ totpSecret: secret })
        .where(and(eq(staffPeople.id, personId), isNull(staffPeople.totpEnabledAt)))
        .returning({ id: staffPeople.id });
      return rows.length > 0;
    },

    /** Turns the enrolled secret on, its first code's step used: false when it already was. */
    async enableTotp(personId: number, step: number, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(staffPeople)
        .set({ totpEnabledAt: now, totpLastStep: step })
        .where(and(eq(staffPeople.id, personId), isNull(staffPeople.totpEnabledAt)))
        .returning({ id: staffPeople.id });
      return rows.length > 0;
    },

    /** The person's recovery codes from now on (digests): the earlier ones stop working. */
    async replaceRecoveryCodes(personId: number, digests: string[]): Promise<void> {
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.personId, personId));
      await db.insert(staffRecoveryCodes).values(digests.map((codeHash) => ({ personId, codeHash })));
    },

    /** Uses a code's time step: true for the one caller whose step is after the last one used. */
    async useTotpStep(personId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staffPeople)
        .set({ totpLastStep: step })
        .where(and(eq(staffPeople.id, personId), or(isNull(staffPeople.totpLastStep), lt(staffPeople.totpLastStep, step))))
        .returning({ id: staffPeople.id });
      return rows.length > 0;
    },

    /** Uses one unused recovery code of the person: whether it was one. */
    async useRecoveryCode(personId: number, code: string, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(staffRecoveryCodes.personId, personId), eq(staffRecoveryCodes.codeHash, recoveryCodeDigest(code)), isNull(staffRecoveryCodes.usedAt)))
        .returning({ id: staffRecoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(personId: number): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.personId, personId), isNull(staffRecoveryCodes.usedAt)));
      return row?.left ?? 0;
    },

    /** Removes the person's authenticator app and recovery codes (an owner resets the second factor, passkeys too). */
    async clear(personId: number): Promise<void> {
      await db.update(staffPeople).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(staffPeople.id, personId));
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.personId, personId));
    },
  };
}

export type StaffSecondFactorsRepository = ReturnType<typeof createStaffSecondFactorsRepository>;
