// The audit log (append-only): events are added and read, never changed; only the retention command deletes
// rows past their time.
import { and, desc, eq, getTableColumns, gte, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { auditEvents, registrations, staffPeople } from '../schema';

export type AuditEvent = typeof auditEvents.$inferSelect;
export type NewAuditEvent = Omit<typeof auditEvents.$inferInsert, 'id'>;
/** An event as read, with the current name of the person who acted. */
export type ReadAuditEvent = AuditEvent & { personName: string | null };

export interface AuditFilter {
  personId?: number | undefined;
  action?: string | undefined;
  subjectKind?: string | undefined;
  subjectId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Events older than this id (the previous page's last). */
  before?: number | undefined;
}

export function createAuditEventsRepository(db: Database) {
  return {
    async add(event: NewAuditEvent): Promise<void> {
      await db.insert(auditEvents).values({ ...event, userAgent: event.userAgent?.slice(0, 300) ?? null });
    },

    /** A page of events matching the filter, the newest first; a client (`clients` and an id) brings their requests' events too. */
    async page(filter: AuditFilter, limit: number): Promise<ReadAuditEvent[]> {
      const conditions: SQL[] = [];
      if (filter.personId !== undefined) conditions.push(eq(auditEvents.personId, filter.personId));
      if (filter.action !== undefined) conditions.push(eq(auditEvents.action, filter.action));
      const clientId =
        filter.subjectKind === 'clients' && filter.subjectId !== undefined && /^\d{1,9}$/.test(filter.subjectId) ? Number(filter.subjectId) : null;
      if (clientId !== null) {
        // One client: also what was done about their requests (the leads of that client). The ids are read first: a
        // list lets PostgreSQL combine two index scans, where a subquery had it walk the whole log (475 ms at a million).
        const theirLeads = await db.select({ id: registrations.id }).from(registrations).where(eq(registrations.clientId, clientId));
        const aboutClient = and(eq(auditEvents.subjectKind, 'clients'), eq(auditEvents.subjectId, String(clientId)))!;
        conditions.push(
          theirLeads.length === 0
            ? aboutClient
            : or(
                aboutClient,
                and(
                  eq(auditEvents.subjectKind, 'leads'),
                  inArray(
                    auditEvents.subjectId,
                    theirLeads.map((lead) => String(lead.id)),
                  ),
                ),
              )!,
        );
      } else {
        if (filter.subjectKind !== undefined) conditions.push(eq(auditEvents.subjectKind, filter.subjectKind));
        if (filter.subjectId !== undefined) conditions.push(eq(auditEvents.subjectId, filter.subjectId));
      }
      if (filter.from !== undefined) conditions.push(gte(auditEvents.at, filter.from));
      if (filter.to !== undefined) conditions.push(lte(auditEvents.at, filter.to));
      if (filter.before !== undefined) conditions.push(lt(auditEvents.id, filter.before));
      return db
        .select({ ...getTableColumns(auditEvents), personName: staffPeople.name })
        .from(auditEvents)
        .leftJoin(staffPeople, eq(staffPeople.id, auditEvents.personId))
        .where(and(...conditions))
        .orderBy(desc(auditEvents.id))
        .limit(limit);
    },

    /** Removes events older than `before` (the retention command); how many. */
    async deleteOlderThan(before: Date): Promise<number> {
      const rows = await db.delete(auditEvents).where(lt(auditEvents.at, before)).returning({ id: auditEvents.id });
      return rows.length;
    },
  };
}

export type AuditEventsRepository = ReturnType<typeof createAuditEventsRepository>;
