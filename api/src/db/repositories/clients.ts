// Clients, their course registrations and the registration log.
import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Client, ClientRegistration, PageRequest, Paged, RegistrationPayload } from '@site/shared';
import { normaliseEmail, pageInfo, pageOffset } from '@site/shared';
import type { ErasureJournal } from '../../backups/erasure-journal';
import { isVipPackage } from '@site/shared/course-kind';
import { CONSENT_PURPOSES, type ConsentPurpose } from '@site/shared/contracts/consent';
import type { LeadKind } from '@site/shared/contracts/lead';
import { CURRENCY } from '@site/shared/money';
import { policyVersion } from '@site/shared/policies';
import { rowsOf, type Database } from '../database';
import { clientCourses, clients, courses, erasures, events, registrations } from '../schema';
import { addDays } from '@site/shared/sofia-dates';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { quotedPrice, searchTextOf } from './leads';
import { createOutboxRepository } from './outbox';

export class UnknownCourseError extends Error {
  constructor(readonly courseIds: number[]) {
    super(`Unknown course ids: ${courseIds.join(', ')}`);
  }
}

export class UnknownEventError extends Error {
  constructor(readonly eventId: number) {
    super(`Unknown event id: ${eventId}`);
  }
}

/** What a sign-up carries beyond the spec's payload: the event it is for. */
export interface RegistrationExtras {
  eventId?: number;
}

/** One sign-up to store: the spec's payload and what it carries beyond it. */
export type SignUpEntry = RegistrationExtras & { payload: RegistrationPayload };

/** The fields two sign-ups are compared by (a repeat) and stored with, as the statements read them. */
function comparedFields({ payload, eventId }: SignUpEntry) {
  return {
    email: normaliseEmail(payload.email),
    full_name: payload.fullName.trim(),
    phone: payload.phone.trim(),
    source: payload.registrationSource,
    course_ids: [...new Set(payload.courseIds ?? [])],
    event_id: eventId ?? null,
    privacy: payload.agreedToPrivacyPolicy,
    terms: payload.agreedToTermsOfService,
    marketing: payload.agreedToMarketingPolicy,
    cookies: payload.agreedToCookiePolicy,
  };
}

/** What a stored sign-up is: the request's and the client's ids, and whether the client has marketing consent now. */
export interface Registered {
  clientId: number;
  registrationId: number;
  kind: LeadKind;
  marketingConsent: boolean;
}

/** Why a person was erased: on their request (staff), or by the retention command. */
export type ErasureReason = 'request' | 'retention';

const CONSENT_GIVEN: Record<ConsentPurpose, keyof RegistrationPayload> = {
  privacy: 'agreedToPrivacyPolicy',
  terms: 'agreedToTermsOfService',
  marketing: 'agreedToMarketingPolicy',
  cookies: 'agreedToCookiePolicy',
};

/** The "filtered" list: see the OpenAPI description of GET /clients/filtered. */
export interface ClientFilter {
  courseId?: number;
  source?: string;
  /** YYYY-MM-DD, inclusive, on the date of a course registration (UTC). */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
}

type ClientRow = typeof clients.$inferSelect & {
  courses: (typeof clientCourses.$inferSelect & { course: { title: string } })[];
  registrations: (typeof registrations.$inferSelect)[];
};

type CourseTitles = ReadonlyMap<number, string>;

/** The first key of the sign-ups' advisory locks (the second is the e-mail's hash): apart from other locks. */
const SIGN_UP_LOCK_CLASS = 4401;

function toRegistration(row: typeof registrations.$inferSelect, titles: CourseTitles): ClientRegistration {
  return {
    id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    registrationSource: row.registrationSource,
    courses: row.courseIds.map((courseId) => ({ courseId, title: titles.get(courseId) ?? null })),
    price: quotedPrice(row),
    agreedToPrivacyPolicy: row.agreedToPrivacyPolicy,
    agreedToTermsOfService: row.agreedToTermsOfService,
    agreedToMarketingPolicy: row.agreedToMarketingPolicy,
    agreedToCookiePolicy: row.agreedToCookiePolicy,
    createdAt: row.createdAt.toISOString(),
  };
}

function toClient(row: ClientRow, titles: CourseTitles): Client {
  return {
    id: row.id,
    fullName: row.fullName,
    // An erased person's row keeps a unique stand-in address; it is nobody's, so it is not shown.
    email: row.erasedAt ? '' : row.email,
    phone: row.phone,
    registrationSource: row.registrationSource,
    courses: row.courses.map((link) => ({
      courseId: link.courseId,
      title: link.course.title,
      registeredOn: link.registeredOn.toISOString(),
    })),
    registrations: row.registrations.map((registration) => toRegistration(registration, titles)),
    createdAt: row.createdAt.toISOString(),
    erasedAt: row.erasedAt?.toISOString() ?? null,
  };
}

const withDetails = {
  courses: {
    orderBy: [asc(clientCourses.registeredOn), asc(clientCourses.courseId)],
    with: { course: { columns: { title: true as const } } },
  },
  registrations: { orderBy: [desc(registrations.createdAt), desc(registrations.id)] },
};

export function createClientsRepository(db: Database, erasureJournal: ErasureJournal | null = null) {
  /** Titles of the courses the registrations name, in one query (the course may be gone since). */
  const titlesOf = async (rows: ClientRow[]): Promise<CourseTitles> => {
    const ids = [...new Set(rows.flatMap((row) => row.registrations.flatMap((registration) => registration.courseIds)))];
    if (ids.length === 0) return new Map();
    const found = await db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, ids));
    return new Map(found.map((course) => [course.id, course.title]));
  };
  const toClients = async (rows: ClientRow[]): Promise<Client[]> => {
    const titles = await titlesOf(rows);
    return rows.map((row) => toClient(row, titles));
  };
  const loadInOrder = async (ids: number[]): Promise<Client[]> => {
    if (ids.length === 0) return [];
    const rows = await db.query.clients.findMany({ where: inArray(clients.id, ids), with: withDetails });
    const byId = new Map((await toClients(rows)).map((client) => [client.id, client]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
  const findOne = async (where: SQL) => {
    const row = await db.query.clients.findFirst({ where, with: withDetails });
    return row ? ((await toClients([row]))[0] ?? null) : null;
  };

  /** Each sign-up's kind: an event's, a VIP package's or a course's, or else a free consultation (one query for all). */
  const kindsOf = async (entries: readonly SignUpEntry[]): Promise<LeadKind[]> => {
    const firstCourses = [...new Set(entries.flatMap((entry) => (entry.eventId === undefined ? (entry.payload.courseIds ?? []).slice(0, 1) : [])))];
    const titles = new Map<number, string>();
    if (firstCourses.length > 0) {
      const found = await db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, firstCourses));
      for (const course of found) titles.set(course.id, course.title);
    }
    return entries.map(({ payload, eventId }) => {
      if (eventId !== undefined) return 'event';
      const [first] = payload.courseIds ?? [];
      if (first === undefined) return 'consultation';
      return isVipPackage(titles.get(first) ?? '') ? 'vip' : 'course';
    });
  };

  return {
    /**
     * Locks each of these sign-ups' e-mails until the transaction ends (in one order, so two processes never wait
     * for each other): identical sign-ups arriving together, on any process, are then decided one after the other
     * by `registerAll`, and the later sees the earlier. Call it inside the sign-ups' transaction, before
     * `registerAll`, in a statement of its own (a statement sees what was committed when it started).
     */
    async lockEmails(entries: readonly SignUpEntry[]): Promise<void> {
      if (entries.length === 0) return;
      const emails = JSON.stringify([...new Set(entries.map((entry) => normaliseEmail(entry.payload.email)))]);
      await db.execute(sql`
        select pg_advisory_xact_lock(${SIGN_UP_LOCK_CLASS}, lock.key)
        from (select distinct hashtext(email) as key from jsonb_array_elements_text(${emails}::jsonb) as given(email) order by 1) as lock
      `);
    },

    /**
     * One statement (one round trip) for all these sign-ups, whose e-mails must differ. A sign-up the same person
     * sent within `repeatWithinMs` (names, phone, source, courses or event, consents all equal: a double click, a
     * resent form) is not stored again: null in its place. For each other, the client upserted by the normalised
     * e-mail (taking the latest name, phone and source), the courses linked, the registration logged as sent, and
     * each consent given logged with the version of its policy text. An unknown course or event fails a foreign
     * key, and the statement with it; `unknownIn` names it afterwards. The ids it returns (in the entries' order)
     * are for the messages written with them; the public caller's answer says nothing about an existing client.
     */
    async registerAll(entries: readonly SignUpEntry[], repeatWithinMs: number): Promise<(Registered | null)[]> {
      if (entries.length === 0) return [];
      if (new Set(entries.map((entry) => normaliseEmail(entry.payload.email))).size !== entries.length) {
        throw new Error('registerAll: one statement cannot store two sign-ups of one e-mail');
      }
      const kinds = await kindsOf(entries);
      const rows = entries.map((entry, index) => {
        const { payload } = entry;
        const compared = comparedFields(entry);
        return {
          ...compared,
          n: index,
          kind: kinds[index],
          search_text: searchTextOf(compared.full_name, compared.email, compared.phone),
          consents: CONSENT_PURPOSES.filter((purpose) => payload[CONSENT_GIVEN[purpose]] === true).map((purpose) => ({ purpose, ...policyVersion(purpose) })),
        };
      });
      // Column lists are plain names: PostgreSQL refuses qualified ones in an INSERT.
      const result = await db.execute(sql`
        with sent as (
          select sent.* from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as sent(n int, email text, full_name text, phone text,
            source text, course_ids jsonb, event_id int, privacy boolean, terms boolean, marketing boolean, cookies boolean,
            kind text, search_text text, consents jsonb)
          -- Per sign-up, by its e-mail's client and that client's requests (a LIMIT keeps it a lookup by index
          -- rather than a join of every recent request with every client).
          left join lateral (
            select true as found from ${clients} c join ${registrations} r on r.client_id = c.id
            where c.email = sent.email and r.full_name = sent.full_name and r.phone = sent.phone
              and r.registration_source = sent.source and r.course_ids = sent.course_ids
              and r.event_id is not distinct from sent.event_id
              and r.agreed_to_privacy_policy = sent.privacy and r.agreed_to_terms_of_service = sent.terms
              and r.agreed_to_marketing_policy = sent.marketing and r.agreed_to_cookie_policy = sent.cookies
              and r.created_at > now() - make_interval(secs => ${repeatWithinMs / 1000})
            limit 1
          ) as repeated on true
          where repeated.found is null
        ),
        client as (
          insert into ${clients} (full_name, email, phone, registration_source,
            privacy_consent_at, terms_consent_at, marketing_consent_at, cookie_consent_at)
          select full_name, email, phone, source, case when privacy then now() end, case when terms then now() end,
            case when marketing then now() end, case when cookies then now() end
          from sent order by n
          on conflict (email) do update set
            full_name = excluded.full_name,
            phone = excluded.phone,
            registration_source = excluded.registration_source,
            -- A consent keeps the time it was first given; a later form without the optional box does
            -- not withdraw it (withdrawal has its own form, on the marketing policy page).
            privacy_consent_at = coalesce(${clients}.privacy_consent_at, excluded.privacy_consent_at),
            terms_consent_at = coalesce(${clients}.terms_consent_at, excluded.terms_consent_at),
            marketing_consent_at = coalesce(${clients}.marketing_consent_at, excluded.marketing_consent_at),
            cookie_consent_at = coalesce(${clients}.cookie_consent_at, excluded.cookie_consent_at),
            updated_at = now()
          returning id, email, marketing_consent_at
        ),
        linked as (
          insert into ${clientCourses} (client_id, course_id, registered_on)
          select client.id, course.id::int, now()
          from sent join client on client.email = sent.email, jsonb_array_elements_text(sent.course_ids) as course(id)
          on conflict do nothing
        ),
        registration as (
          insert into ${registrations} (client_id, full_name, phone, registration_source, course_ids, kind, event_id, search_text,
            price, price_currency,
            agreed_to_privacy_policy, agreed_to_terms_of_service, agreed_to_marketing_policy, agreed_to_cookie_policy)
          select client.id, sent.full_name, sent.phone, sent.source, sent.course_ids, sent.kind, sent.event_id, sent.search_text,
            quoted.price, case when quoted.price is null then null else ${CURRENCY} end,
            sent.privacy, sent.terms, sent.marketing, sent.cookies
          from sent join client on client.email = sent.email,
            lateral (
              -- What the confirmation quotes: the event's price, or the courses' (null for a consultation).
              select coalesce(
                (select price from ${events} where id = sent.event_id),
                (select sum(price) from ${courses} where id in (select value::int from jsonb_array_elements_text(sent.course_ids)))
              ) as price
            ) as quoted
          order by sent.n
          returning id, client_id
        ),
        consents as (
          insert into consent_log (client_id, purpose, action, policy_version, policy_hash, source, registration_id)
          select registration.client_id, given.purpose, 'given', given.version, given.hash, 'form', registration.id
          from registration join client on client.id = registration.client_id join sent on sent.email = client.email,
            jsonb_to_recordset(sent.consents) as given(purpose text, version text, hash text)
        )
        select sent.n, registration.id as registration_id, registration.client_id, client.marketing_consent_at is not null as marketing
        from sent join client on client.email = sent.email join registration on registration.client_id = client.id
      `);
      const stored = new Map(rowsOf<{ n: number; registration_id: number; client_id: number; marketing: boolean }>(result).map((row) => [row.n, row]));
      return entries.map((_, index) => {
        const row = stored.get(index);
        const kind = kinds[index];
        if (!row || !kind) return null;
        return { clientId: row.client_id, registrationId: row.registration_id, kind, marketingConsent: row.marketing };
      });
    },

    /** One sign-up stored alone, never taken for a repeat (see `registerAll`), with an unknown course or event named. */
    async register(payload: RegistrationPayload, extras: RegistrationExtras = {}): Promise<Registered> {
      const entry = { payload, ...extras };
      try {
        const [registered] = await this.registerAll([entry], 0);
        if (!registered) throw new Error('sign-up stored no request');
        return registered;
      } catch (error: unknown) {
        throw (await this.unknownIn(entry, error)) ?? error;
      }
    },

    /**
     * After `error` failed a sign-up's statement (and its transaction ended): the unknown event or course it
     * names, or null when the error was something else. Not inside the failed transaction: it reads afresh.
     */
    async unknownIn(entry: SignUpEntry, error: unknown): Promise<UnknownEventError | UnknownCourseError | null> {
      if (!isForeignKeyViolation(error)) return null;
      if (entry.eventId !== undefined) {
        const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, entry.eventId));
        if (!event) return new UnknownEventError(entry.eventId);
      }
      const courseIds = [...new Set(entry.payload.courseIds ?? [])];
      if (courseIds.length === 0) return null;
      const found = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, courseIds));
      const known = new Set(found.map((row) => row.id));
      const unknown = courseIds.filter((id) => !known.has(id));
      return unknown.length > 0 ? new UnknownCourseError(unknown) : null;
    },

    /**
     * Erases a person for good: name, e-mail and phone gone from the client and every request (the e-mail
     * becomes a unique address that is nobody's), the addresses and bodies gone from their messages (one
     * not sent yet never will be); the requests' kinds, dates and statuses, the messages' rows and the
     * consent log stay, for statistics and as proof. Logged in `erasures`, and in the erasure journal beside the
     * backups (a restore of an older backup erases the person again). Null for an unknown client; an erased
     * one answers the time it was erased.
     */
    async erase(id: number, reason: ErasureReason): Promise<{ erasedAt: string } | null> {
      return db.transaction(async (tx) => {
        const [client] = await tx.select({ erasedAt: clients.erasedAt, email: clients.email }).from(clients).where(eq(clients.id, id)).for('update');
        if (!client) return null;
        if (client.erasedAt) return { erasedAt: client.erasedAt.toISOString() };
        const [requests] = await tx.select({ total: count() }).from(registrations).where(eq(registrations.clientId, id));
        const erasedAt = new Date();
        await tx
          .update(clients)
          .set({ fullName: '', email: `erased-${id}@erased.invalid`, phone: '', erasedAt, updatedAt: erasedAt })
          .where(eq(clients.id, id));
        await tx.update(registrations).set({ fullName: '', phone: '', searchText: '' }).where(eq(registrations.clientId, id));
        await createOutboxRepository(tx).eraseForClient(id);
        await tx.insert(erasures).values({ clientId: id, reason, requestCount: requests?.total ?? 0, erasedAt });
        // Last, so that an erasure the journal could not take is not committed either (a restore must redo it).
        await erasureJournal?.record({ clientId: id, email: client.email, reason, erasedAt });
        return { erasedAt: erasedAt.toISOString() };
      });
    },

    /**
     * One page of every client, newest first, with their total. The page's ids first (a walk of
     * clients_created_idx), then their details: asked in one query, the details were joined to every client
     * before the sort picked a page.
     */
    async list(request: PageRequest): Promise<Paged<Client>> {
      const [rows, [counted]] = await Promise.all([
        db.select({ id: clients.id }).from(clients).orderBy(desc(clients.createdAt), desc(clients.id)).limit(request.pageSize).offset(pageOffset(request)),
        db.select({ total: sql<number>`count(*)::int` }).from(clients),
      ]);
      return { items: await loadInOrder(rows.map((row) => row.id)), page: pageInfo(request, counted?.total ?? 0) };
    },

    findById: (id: number) => findOne(eq(clients.id, id)),
    findByEmail: (email: string) => findOne(eq(clients.email, normaliseEmail(email))),

    /**
     * One page of the clients `filter` picks, newest course registration first, with their total. The page walks
     * client_courses_registered_idx newest first, taking each client at their latest link (that is where their
     * newest registration puts them): a page reads about its own rows, where sorting every client by a
     * subquery read them all (300 ms with 100,000 clients).
     */
    async listFiltered(filter: ClientFilter, request: PageRequest): Promise<Paged<Client>> {
      const matching: SQL[] = [];
      if (filter.courseId !== undefined) matching.push(sql`m.course_id = ${filter.courseId}`);
      if (filter.from) matching.push(sql`m.registered_on >= ${new Date(`${filter.from}T00:00:00Z`).toISOString()}`);
      if (filter.to) matching.push(sql`m.registered_on < ${new Date(`${addDays(filter.to, 1)}T00:00:00Z`).toISOString()}`);
      if (filter.source !== undefined) {
        matching.push(sql`exists (select 1 from clients c where c.id = m.client_id and c.registration_source = ${filter.source})`);
      }
      const picked = matching.length > 0 ? sql.join(matching, sql` and `) : sql`true`;
      const [rows, counted] = await Promise.all([
        db.execute(sql`
          select latest.client_id as id from client_courses latest
          where not exists (
              select 1 from client_courses newer where newer.client_id = latest.client_id
                and (newer.registered_on, newer.course_id) > (latest.registered_on, latest.course_id))
            ${matching.length > 0 ? sql`and exists (select 1 from client_courses m where m.client_id = latest.client_id and ${picked})` : sql``}
          order by latest.registered_on desc, latest.client_id desc
          limit ${request.pageSize} offset ${pageOffset(request)}
        `),
        db.execute(sql`select count(distinct m.client_id)::int as total from client_courses m where ${picked}`),
      ]);
      const total = rowsOf<{ total: number }>(counted)[0]?.total ?? 0;
      return { items: await loadInOrder(rowsOf<{ id: number }>(rows).map((row) => row.id)), page: pageInfo(request, total) };
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
