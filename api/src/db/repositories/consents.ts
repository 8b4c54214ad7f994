// The consent log: each consent given or withdrawn, with the version of the policy text shown.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ConsentEntry, ConsentPurpose, ConsentSource } from '@site/shared/contracts/consent';
import { normaliseEmail } from '@site/shared';
import { policyVersion } from '@site/shared/policies';
import type { Database } from '../database';
import { clients, consentLog } from '../schema';

function toEntry(row: typeof consentLog.$inferSelect): ConsentEntry {
  return {
    id: row.id,
    purpose: row.purpose as ConsentPurpose,
    action: row.action as ConsentEntry['action'],
    policyVersion: row.policyVersion,
    policyHash: row.policyHash,
    source: row.source as ConsentSource,
    requestId: row.registrationId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createConsentsRepository(db: Database) {
  /** Withdraws the person's marketing consent and logs it; false when there is no such (unerased) person. */
  const withdrawMarketing = async (where: ReturnType<typeof eq>, source: ConsentSource): Promise<boolean> =>
    db.transaction(async (tx) => {
      const [client] = await tx.select({ id: clients.id }).from(clients).where(and(where, isNull(clients.erasedAt))).for('update');
      if (!client) return false;
      await tx.update(clients).set({ marketingConsentAt: null, updatedAt: new Date() }).where(eq(clients.id, client.id));
      const { version, hash } = policyVersion('marketing');
      await tx.insert(consentLog).values({ clientId: client.id, purpose: 'marketing', action: 'withdrawn', policyVersion: version, policyHash: hash, source });
      return true;
    });

  return {
    async ofClient(clientId: number): Promise<ConsentEntry[]> {
      const rows = await db.select().from(consentLog).where(eq(consentLog.clientId, clientId)).orderBy(asc(consentLog.createdAt), asc(consentLog.id));
      return rows.map(toEntry);
    },
    /** The public form: by e-mail. Whether it was known is for the log, never for the answer. */
    withdrawMarketingByEmail: (email: string) => withdrawMarketing(eq(clients.email, normaliseEmail(email)), 'withdrawal_form'),
    /** Staff, on the person's request. */
    withdrawMarketingByStaff: (clientId: number) => withdrawMarketing(eq(clients.id, clientId), 'staff'),
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
