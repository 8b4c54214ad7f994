// What is kept how long, as the privacy policy states it (docs/operating.md, "Retention"): a person's data 5 years
// after their last request, consent or status change, then erased as on request; the proof of their
// consents 5 years more after the erasure, then deleted; the audit log's events AUDIT_RETENTION_DAYS.
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from './database';
import type { Repositories } from './create-repositories';
import { clients, consentLog } from './schema';

export const RETENTION_YEARS = 5;

export interface RetentionResult {
  erasedPeople: number;
  deletedConsentEntries: number;
  deletedAuditEvents: number;
}

const yearsBefore = (now: Date, years: number) => {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
};

export async function applyRetention(
  db: Database,
  repos: Pick<Repositories, 'clients' | 'auditEvents'>,
  auditRetentionDays: number,
  now = new Date(),
): Promise<RetentionResult> {
  const cutoff = yearsBefore(now, RETENTION_YEARS);
  const expired = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        isNull(clients.erasedAt),
        lt(clients.updatedAt, cutoff),
        sql`not exists (select 1 from registrations r where r.client_id = ${clients.id} and r.created_at >= ${cutoff})`,
        sql`not exists (select 1 from consent_log l where l.client_id = ${clients.id} and l.created_at >= ${cutoff})`,
        sql`not exists (select 1 from lead_status_changes s join registrations r on r.id = s.registration_id where r.client_id = ${clients.id} and s.changed_at >= ${cutoff})`,
      ),
    );
  for (const { id } of expired) await repos.clients.erase(id, 'retention');

  const longErased = db.select({ id: clients.id }).from(clients).where(lt(clients.erasedAt, cutoff));
  const deleted = await db.delete(consentLog).where(inArray(consentLog.clientId, longErased)).returning({ id: consentLog.id });
  const deletedAuditEvents = await repos.auditEvents.deleteOlderThan(new Date(now.getTime() - auditRetentionDays * 24 * 60 * 60 * 1000));
  return { erasedPeople: expired.length, deletedConsentEntries: deleted.length, deletedAuditEvents };
}
