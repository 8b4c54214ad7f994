// The staff's leads inbox: every request (registration) with its person, filtered, searched and paged
// newest first; the status staff give each one, with the time of every change.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, desc, eq, gte, inArray, is, like, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import {
  LEADS_COUNT_LIMIT,
  LEADS_PAGE_SIZE,
  type Lead,
  type LeadFilter,
  type LeadPage,
  type LeadStatus,
  type LeadStatusChange,
} from '@site/shared/contracts/lead';
import type { Money } from '@site/shared/contracts/fields';
import { leadKindLabels } from '@site/shared/lead-labels';
import { CURRENCY, type Currency } from '@site/shared/money';
import { rowsOf, type Database } from '../database';
import { clients, leadStatusChanges, registrations } from '../schema';
import { addDays, startOfDayInSofia } from '@site/shared/sofia-dates';

/** What a request was quoted (its stored price and currency), or null for a consultation. */
export function quotedPrice(row: { price: number | null; priceCurrency: Currency | null }): Money | null {
  return row.price === null ? null : { amount: row.price, currency: row.priceCurrency ?? CURRENCY };
}

/** The one column the free-text search reads: lower-cased name and e-mail, and the phone's digits. */
export function searchTextOf(fullName: string, email: string, phone: string): string {
  return `${fullName.toLocaleLowerCase('bg-BG')} ${email.toLowerCase()} ${phone.replace(/\D/g, '')}`;
}

/** A query like "0888 12-34" or "+359 888" is a phone number: compared by its digits alone. */
function searchPattern(query: string): string | null {
  const trimmed = query.trim();
  if (!trimmed) return null;
  const term = /^[\d\s+()./-]+$/.test(trimmed) && /\d/.test(trimmed) ? trimmed.replace(/\D/g, '') : trimmed.toLocaleLowerCase('bg-BG');
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const columns = {
  id: registrations.id,
  clientId: registrations.clientId,
  fullName: registrations.fullName,
  email: clients.email,
  phone: registrations.phone,
  kind: registrations.kind,
  requested: registrations.registrationSource,
  courseIds: registrations.courseIds,
  eventId: registrations.eventId,
  price: registrations.price,
  priceCurrency: registrations.priceCurrency,
  status: registrations.status,
  privacy: registrations.agreedToPrivacyPolicy,
  terms: registrations.agreedToTermsOfService,
  marketing: registrations.agreedToMarketingPolicy,
  cookies: registrations.agreedToCookiePolicy,
  createdAt: registrations.createdAt,
  // The exact stored time (microseconds), for the page cursor: a JS Date keeps only milliseconds.
  createdKey: sql<string>`${registrations.createdAt}::text`,
  erasedAt: clients.erasedAt,
};

const leadsQuery = (db: Database) => db.select(columns).from(registrations).innerJoin(clients, eq(clients.id, registrations.clientId));
type Row = Awaited<ReturnType<typeof leadsQuery>>[number];

// A consultation's source is the spec's English 'Free Consultation': staff read it in Bulgarian.
const requestedOf = (kind: string, source: string) => (kind === 'consultation' ? leadKindLabels.consultation : source);

function toLead(row: Row, changes: LeadStatusChange[]): Lead {
  return {
    id: row.id,
    clientId: row.clientId,
    fullName: row.fullName,
    email: row.erasedAt ? '' : row.email,
    phone: row.phone,
    kind: row.kind as Lead['kind'],
    requested: requestedOf(row.kind, row.requested),
    courseId: row.courseIds[0] ?? null,
    eventId: row.eventId,
    price: quotedPrice(row),
    consents: { privacy: row.privacy, terms: row.terms, marketing: row.marketing, cookies: row.cookies },
    status: row.status as LeadStatus,
    statusChanges: changes,
    createdAt: row.createdAt.toISOString(),
    erasedAt: row.erasedAt?.toISOString() ?? null,
  };
}

/** What the CSV export writes of a request: the inbox's lead without its links and price, and only its last status change. */
export type LeadExportRow = Pick<Lead, 'id' | 'kind' | 'requested' | 'fullName' | 'email' | 'phone' | 'status' | 'consents'> & {
  createdAt: Date;
  lastStatusChangeAt: Date | null;
};

/** Rows the export reads from its cursor at a time: on the years of data (bench:years) 1,000 and 2,000 measured alike, 500 and 5,000 slower. */
export const EXPORT_BATCH_SIZE = 2000;

/** A time as whole milliseconds since 1970, what a JS Date keeps of it (as when the driver's text is read as a Date). */
const epochMs = (time: SQLWrapper) => sql`floor(extract(epoch from ${time}) * 1000)`;

/**
 * One request of the export as one JSON array, in ExportRecord's order. PGlite decodes every field of an answer on its
 * own (a copy and a text decoder each): the 250,000 rows of bench:years in 14 columns took 11 s to read where the query
 * took 2-3 s; as one JSON field each, 3-5 s. The last status change is the latest one (the inbox lists them by time),
 * one probe of lead_status_changes_registration_idx each.
 */
const exportRecord = sql`json_build_array(
  ${registrations.id}, ${epochMs(registrations.createdAt)}, ${registrations.kind}, ${registrations.registrationSource},
  ${registrations.fullName}, ${clients.email}, ${clients.erasedAt} is not null, ${registrations.phone}, ${registrations.status},
  ${registrations.agreedToPrivacyPolicy}, ${registrations.agreedToTermsOfService}, ${registrations.agreedToMarketingPolicy},
  ${registrations.agreedToCookiePolicy},
  ${epochMs(sql`(select max(${leadStatusChanges.changedAt}) from ${leadStatusChanges} where ${leadStatusChanges.registrationId} = ${registrations.id})`)}
)`;
type ExportRecord = [
  id: number,
  createdMs: number,
  kind: string,
  source: string,
  fullName: string,
  email: string,
  erased: boolean,
  phone: string,
  status: string,
  privacy: boolean,
  terms: boolean,
  marketing: boolean,
  cookies: boolean,
  lastChangeMs: number | null,
];

function toExportRow(record: ExportRecord): LeadExportRow {
  const [id, createdMs, kind, source, fullName, email, erased, phone, status, privacy, terms, marketing, cookies, lastChangeMs] = record;
  return {
    id,
    createdAt: new Date(createdMs),
    kind: kind as Lead['kind'],
    requested: requestedOf(kind, source),
    fullName,
    email: erased ? '' : email,
    phone,
    status: status as LeadStatus,
    consents: { privacy, terms, marketing, cookies },
    lastStatusChangeAt: lastChangeMs === null ? null : new Date(lastChangeMs),
  };
}

let cursors = 0;

/**
 * The rows of `query`, `batchSize` at a time, through a cursor over the whole result: one plan for all of it (the
 * people hashed once and one sort; `cursor_tuple_fraction = 1` says every row will be read), where pages of it each
 * looked their people up again by key. Stopping early (`return()`, as a destroyed stream does) closes the cursor
 * before it resolves.
 */
function cursorBatches<T>(db: Database, query: SQLWrapper, batchSize: number): AsyncGenerator<T[]> {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError(`batch size ${batchSize}`);
  cursors += 1;
  const cursor = sql`${sql.identifier(`export_cursor_${cursors}`)}`;
  const fetch = sql`fetch forward ${sql.raw(String(batchSize))} from ${cursor}`;
  return is(db, PgliteDatabase) ? heldCursorBatches<T>(db, query, cursor, fetch, batchSize) : transactionCursorBatches<T>(db, query, cursor, fetch, batchSize);
}

/**
 * Embedded PGlite has one connection for the whole process: a transaction held for a whole download would make every
 * other request wait until the last byte reached the client, however slow. So the cursor is declared WITH HOLD: its
 * transaction computes the whole result into the database's temporary files (in its folder, not in memory, when it is
 * on disk) and ends; each batch is then read on its own, and other requests run between them.
 */
async function* heldCursorBatches<T>(db: Database, query: SQLWrapper, cursor: SQL, fetch: SQL, batchSize: number): AsyncGenerator<T[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local cursor_tuple_fraction = 1`);
    await tx.execute(sql`declare ${cursor} no scroll cursor with hold for ${query}`);
  });
  try {
    for (;;) {
      const rows = rowsOf<T>(await db.execute(fetch));
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) return;
      // PGlite answers with no I/O for the event loop to wait on: without this turn a request sent during the export
      // was not even read until it ended (measured).
      await nextTurn();
    }
  } finally {
    await db.execute(sql`close ${cursor}`);
  }
}

/**
 * PostgreSQL: the cursor lives in a transaction on a pooled connection of its own (ending the transaction closes
 * it). The next batch is read while the caller works through the current one: two batches held at most.
 */
async function* transactionCursorBatches<T>(db: Database, query: SQLWrapper, cursor: SQL, fetch: SQL, batchSize: number): AsyncGenerator<T[]> {
  const ahead: T[][] = [];
  // Set in the transaction's callbacks, so typed here rather than narrowed to its first value.
  let ended = null as { error: unknown } | 'done' | null;
  let stopped = false;
  let wakeReader: () => void = () => undefined;
  let wakeCaller: () => void = () => undefined;
  const reading = db
    .transaction(async (tx) => {
      await tx.execute(sql`set local cursor_tuple_fraction = 1`);
      await tx.execute(sql`declare ${cursor} no scroll cursor for ${query}`);
      for (;;) {
        const rows = rowsOf<T>(await tx.execute(fetch));
        ahead.push(rows);
        wakeCaller();
        if (rows.length < batchSize) return;
        while (ahead.length > 0 && !stopped) await new Promise<void>((resolve) => (wakeReader = resolve));
        if (stopped) return;
      }
    })
    .then(
      () => {
        ended = 'done';
      },
      (error: unknown) => {
        ended = { error };
      },
    )
    .finally(() => wakeCaller());
  try {
    for (;;) {
      while (ahead.length === 0 && !ended) await new Promise<void>((resolve) => (wakeCaller = resolve));
      const rows = ahead.shift();
      if (rows) {
        wakeReader();
        if (rows.length > 0) yield rows;
      } else if (ended !== 'done' && ended !== null) {
        throw ended.error;
      } else {
        return;
      }
    }
  } finally {
    stopped = true;
    wakeReader();
    await reading;
  }
}

function conditionsOf(filter: LeadFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(registrations.kind, filter.kind));
  if (filter.status) conditions.push(eq(registrations.status, filter.status));
  if (filter.courseId !== undefined) conditions.push(sql`${registrations.courseIds} @> ${JSON.stringify([filter.courseId])}::jsonb`);
  if (filter.eventId !== undefined) conditions.push(eq(registrations.eventId, filter.eventId));
  if (filter.from) conditions.push(gte(registrations.createdAt, startOfDayInSofia(filter.from)));
  if (filter.to) conditions.push(lt(registrations.createdAt, startOfDayInSofia(addDays(filter.to, 1))));
  const pattern = filter.q === undefined ? null : searchPattern(filter.q);
  if (pattern) conditions.push(like(registrations.searchText, pattern));
  return conditions;
}

/** A timestamptz as PostgreSQL writes it as text, e.g. '2026-11-23 02:58:01.123456+00'. */
const STORED_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

const encodeCursor = (row: Row) => Buffer.from(`${row.createdKey}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdKey: string; id: number } | null {
  const [createdKey, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const number = Number(id);
  if (!createdKey || !STORED_TIME.test(createdKey) || !Number.isInteger(number) || number < 1) return null;
  return { createdKey, id: number };
}

export class BadCursorError extends Error {}

export function createLeadsRepository(db: Database) {
  const changesOf = async (ids: number[]): Promise<Map<number, LeadStatusChange[]>> => {
    const byLead = new Map<number, LeadStatusChange[]>();
    if (ids.length === 0) return byLead;
    const rows = await db
      .select()
      .from(leadStatusChanges)
      .where(inArray(leadStatusChanges.registrationId, ids))
      .orderBy(asc(leadStatusChanges.changedAt), asc(leadStatusChanges.id));
    for (const row of rows) {
      const list = byLead.get(row.registrationId) ?? [];
      list.push({ status: row.status as LeadStatus, changedAt: row.changedAt.toISOString() });
      byLead.set(row.registrationId, list);
    }
    return byLead;
  };

  const withChanges = async (rows: Row[]): Promise<Lead[]> => {
    const changes = await changesOf(rows.map((row) => row.id));
    return rows.map((row) => toLead(row, changes.get(row.id) ?? []));
  };

  /** Rows newest first after the cursor: `limit` of them, and whether more follow. */
  const select = async (filter: LeadFilter, cursor: string | undefined, limit: number) => {
    const conditions = conditionsOf(filter);
    if (cursor) {
      const after = decodeCursor(cursor);
      if (!after) throw new BadCursorError('Bad cursor');
      conditions.push(sql`(${registrations.createdAt}, ${registrations.id}) < (${after.createdKey}::timestamptz, ${after.id})`);
    }
    const rows = await leadsQuery(db)
      .where(and(...conditions))
      .orderBy(desc(registrations.createdAt), desc(registrations.id))
      .limit(limit + 1);
    return { rows: rows.slice(0, limit), more: rows.length > limit };
  };

  return {
    /** One page of the inbox, newest first, with how many requests match (counted up to LEADS_COUNT_LIMIT). */
    async page(filter: LeadFilter, cursor?: string, limit = LEADS_PAGE_SIZE): Promise<LeadPage> {
      // Every request has its client (a foreign key), and the filters read only the requests: no join to count.
      const matching = db
        .select({ one: sql`1` })
        .from(registrations)
        .where(and(...conditionsOf(filter)))
        .limit(LEADS_COUNT_LIMIT + 1)
        .as('matching');
      const [{ rows, more }, [counted]] = await Promise.all([select(filter, cursor, limit), db.select({ total: sql<number>`count(*)::int` }).from(matching)]);
      const total = counted?.total ?? 0;
      const last = rows.at(-1);
      return {
        items: await withChanges(rows),
        total: Math.min(total, LEADS_COUNT_LIMIT),
        totalIsExact: total <= LEADS_COUNT_LIMIT,
        nextCursor: more && last ? encodeCursor(last) : null,
      };
    },

    /** Every matching request for the CSV export, newest first, `batchSize` at a time. */
    async *exportBatches(filter: LeadFilter, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<LeadExportRow[]> {
      const query = db
        .select({ record: exportRecord.as('record') })
        .from(registrations)
        .innerJoin(clients, eq(clients.id, registrations.clientId))
        .where(and(...conditionsOf(filter)))
        .orderBy(desc(registrations.createdAt), desc(registrations.id));
      for await (const rows of cursorBatches<{ record: ExportRecord }>(db, query, batchSize)) yield rows.map((row) => toExportRow(row.record));
    },

    /** A person's requests, oldest first (their card and their data export). */
    async ofClient(clientId: number): Promise<Lead[]> {
      const rows = await leadsQuery(db).where(eq(registrations.clientId, clientId)).orderBy(asc(registrations.createdAt), asc(registrations.id));
      return withChanges(rows);
    },

    /**
     * Sets a request's status and logs the change; null for an unknown request. Same status: no change
     * logged, and `changed` is false.
     */
    async setStatus(id: number, status: LeadStatus): Promise<{ lead: Lead; changed: boolean } | null> {
      const found = await db.transaction(async (tx) => {
        const [current] = await tx.select({ status: registrations.status }).from(registrations).where(eq(registrations.id, id)).for('update');
        if (!current) return null;
        if (current.status === status) return { changed: false };
        await tx.update(registrations).set({ status }).where(eq(registrations.id, id));
        await tx.insert(leadStatusChanges).values({ registrationId: id, status });
        return { changed: true };
      });
      if (!found) return null;
      const rows = await leadsQuery(db).where(eq(registrations.id, id));
      const [lead] = await withChanges(rows);
      return lead ? { lead, changed: found.changed } : null;
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
