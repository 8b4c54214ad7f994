// The consent log: each consent given or withdrawn, with the version of the policy text shown.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ConsentEntry, ConsentPurpose, ConsentSource } from '@site/shared/contracts/consent';
import { normaliseEmail } from '@site/shared';
import { policyVersion } from '@site/shared/policies';
import type { Database } from '../database';
import { clients, consentLog, marketingWithdrawalRequests } from '../schema';

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
  /**
   * Withdraws the person's marketing consent and logs it once: a person whose latest marketing entry is
   * already a withdrawal gets no second row. False when there is no such (unerased) person.
   */
  const withdrawMarketing = async (where: ReturnType<typeof eq>, source: ConsentSource, tx: Database = db): Promise<boolean> =>
    tx.transaction(async (inner) => {
      const [client] = await inner
        .select({ id: clients.id })
        .from(clients)
        .where(and(where, isNull(clients.erasedAt)))
        .for('update');
      if (!client) return false;
      const [latest] = await inner
        .select({ action: consentLog.action })
        .from(consentLog)
        .where(and(eq(consentLog.clientId, client.id), eq(consentLog.purpose, 'marketing')))
        .orderBy(desc(consentLog.createdAt), desc(consentLog.id))
        .limit(1);
      if (latest?.action === 'withdrawn') return true;
      await inner.update(clients).set({ marketingConsentAt: null, updatedAt: new Date() }).where(eq(clients.id, client.id));
      const { version, hash } = policyVersion('marketing');
      await inner
        .insert(consentLog)
        .values({ clientId: client.id, purpose: 'marketing', action: 'withdrawn', policyVersion: version, policyHash: hash, source });
      return true;
    });

  return {
    /** Whether the (unerased) person has marketing consent now: their messages then carry the withdrawal link. */
    async hasMarketingConsent(clientId: number): Promise<boolean> {
      const [row] = await db
        .select({ at: clients.marketingConsentAt })
        .from(clients)
        .where(and(eq(clients.id, clientId), isNull(clients.erasedAt)));
      return Boolean(row?.at);
    },
    /** The one-click link in a message: withdraws by the client's id; false when unknown or erased. */
    withdrawMarketingByLink: (clientId: number) => withdrawMarketing(eq(clients.id, clientId), 'link'),
    async ofClient(clientId: number): Promise<ConsentEntry[]> {
      const rows = await db.select().from(consentLog).where(eq(consentLog.clientId, clientId)).orderBy(asc(consentLog.createdAt), asc(consentLog.id));
      return rows.map(toEntry);
    },
    /**
     * The public form: the request is only recorded here, the same work for any e-mail, and applied after
     * the answer (applyNextWithdrawalRequest), so neither the answer nor its timing tells who is a client.
     */
    async requestMarketingWithdrawal(email: string): Promise<void> {
      await db.insert(marketingWithdrawalRequests).values({ email: normaliseEmail(email) });
    },
    /** Applies the oldest recorded request not claimed by another process, and forgets it; false when none is left. */
    applyNextWithdrawalRequest: (): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [next] = await tx
          .select()
          .from(marketingWithdrawalRequests)
          .orderBy(asc(marketingWithdrawalRequests.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!next) return false;
        await withdrawMarketing(eq(clients.email, next.email), 'withdrawal_form', tx);
        await tx.delete(marketingWithdrawalRequests).where(eq(marketingWithdrawalRequests.id, next.id));
        return true;
      }),
    /** Requests recorded and not applied yet (for tests and the health of the queue). */
    async pendingWithdrawalRequests(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(marketingWithdrawalRequests);
      return row?.count ?? 0;
    },
    /** Staff, on the person's request. */
    withdrawMarketingByStaff: (clientId: number) => withdrawMarketing(eq(clients.id, clientId), 'staff'),
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
