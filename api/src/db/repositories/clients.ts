// Clients, their course registrations and the registration log.
import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
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

// Written out with table names: inside a single-table query drizzle leaves column names unqualified.
const latestRegistration = sql`(select max(cc.registered_on) from client_courses cc where cc.client_id = "clients"."id")`;

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

  /** A sign-up's kind: an event's, a VIP package's or a course's, or else a free consultation. */
  const kindOf = async (courseIds: number[], extras: RegistrationExtras): Promise<LeadKind> => {
    if (extras.eventId !== undefined) return 'event';
    const [first] = courseIds;
    if (first === undefined) return 'consultation';
    const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, first));
    return course && isVipPackage(course.title) ? 'vip' : 'course';
  };

  return {
    /**
     * Whether the same person sent the same sign-up (names, phone, source, courses or event, consents) within
     * `withinMs`: a double click or a resent form. Call it inside the sign-up's transaction: it holds a lock on
     * the e-mail until that transaction ends, so two identical sign-ups arriving together, on any process, are
     * decided one after the other and the second sees the first.
     */
    async isRepeat(payload: RegistrationPayload, extras: RegistrationExtras, withinMs: number): Promise<boolean> {
      const email = normaliseEmail(payload.email);
      await db.execute(sql`select pg_advisory_xact_lock(${SIGN_UP_LOCK_CLASS}, hashtext(${email}))`);
      const courseIdsJson = JSON.stringify([...new Set(payload.courseIds ?? [])]);
      const [row] = await db
        .select({ id: registrations.id })
        .from(registrations)
        .innerJoin(clients, eq(clients.id, registrations.clientId))
        .where(
          and(
            eq(clients.email, email),
            eq(registrations.fullName, payload.fullName.trim()),
            eq(registrations.phone, payload.phone.trim()),
            eq(registrations.registrationSource, payload.registrationSource),
            sql`${registrations.courseIds} = ${courseIdsJson}::jsonb`,
            extras.eventId === undefined ? isNull(registrations.eventId) : eq(registrations.eventId, extras.eventId),
            eq(registrations.agreedToPrivacyPolicy, payload.agreedToPrivacyPolicy),
            eq(registrations.agreedToTermsOfService, payload.agreedToTermsOfService),
            eq(registrations.agreedToMarketingPolicy, payload.agreedToMarketingPolicy),
            eq(registrations.agreedToCookiePolicy, payload.agreedToCookiePolicy),
            gt(registrations.createdAt, sql`now() - make_interval(secs => ${withinMs / 1000})`),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * One statement (one round trip, atomic without a transaction): the client upserted by the normalised
     * e-mail (taking the latest name, phone and source), the courses linked, the registration logged as
     * sent, and each consent given logged with the version of its policy text. An unknown course or event
     * fails a foreign key; then, and only then, a second query names it. Inside a caller's transaction it
     * runs in a savepoint, so that failure leaves the transaction usable. The ids it returns are for the
     * messages written with it; the public caller's answer says nothing about an existing client.
     */
    async register(payload: RegistrationPayload, extras: RegistrationExtras = {}): Promise<Registered> {
      const email = normaliseEmail(payload.email);
      const courseIds = [...new Set(payload.courseIds ?? [])];
      const consent = (given: boolean) => (given ? sql`now()` : sql`null`);
      const courseIdsJson = JSON.stringify(courseIds);
      const fullName = payload.fullName.trim();
      const phone = payload.phone.trim();
      const kind = await kindOf(courseIds, extras);
      const given = CONSENT_PURPOSES.filter((purpose) => payload[CONSENT_GIVEN[purpose]] === true).map((purpose) => ({ purpose, ...policyVersion(purpose) }));
      const consentRows = given.length
        ? sql.join(
            given.map((entry) => sql`(${entry.purpose}, ${entry.version}, ${entry.hash})`),
            sql`, `,
          )
        : sql`(null, null, null)`;
      try {
        // Column lists are plain names: PostgreSQL refuses qualified ones in an INSERT.
        const result = await db.transaction((tx) =>
          tx.execute(sql`
          with client as (
            insert into ${clients} (full_name, email, phone, registration_source,
              privacy_consent_at, terms_consent_at, marketing_consent_at, cookie_consent_at)
            values (${fullName}, ${email}, ${phone}, ${payload.registrationSource},
              ${consent(payload.agreedToPrivacyPolicy)}, ${consent(payload.agreedToTermsOfService)},
              ${consent(payload.agreedToMarketingPolicy)}, ${consent(payload.agreedToCookiePolicy)})
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
            returning id, marketing_consent_at
          ),
          linked as (
            insert into ${clientCourses} (client_id, course_id, registered_on)
            select client.id, course.id::int, now()
            from client, jsonb_array_elements_text(${courseIdsJson}::jsonb) as course(id)
            on conflict do nothing
          ),
          registration as (
            insert into ${registrations} (client_id, full_name, phone, registration_source, course_ids, kind, event_id, search_text,
              price, price_currency,
              agreed_to_privacy_policy, agreed_to_terms_of_service, agreed_to_marketing_policy, agreed_to_cookie_policy)
            select client.id, ${fullName}, ${phone}, ${payload.registrationSource}, ${courseIdsJson}::jsonb, ${kind},
              ${extras.eventId ?? null}::int, ${searchTextOf(fullName, email, phone)},
              quoted.price, case when quoted.price is null then null else ${CURRENCY} end,
              ${payload.agreedToPrivacyPolicy}, ${payload.agreedToTermsOfService}, ${payload.agreedToMarketingPolicy}, ${payload.agreedToCookiePolicy}
            from client, (
              -- What the confirmation quotes: the event's price, or the courses' (null for a consultation).
              select coalesce(
                (select price from ${events} where id = ${extras.eventId ?? null}::int),
                (select sum(price) from ${courses} where id in (select value::int from jsonb_array_elements_text(${courseIdsJson}::jsonb)))
              ) as price
            ) as quoted
            returning id, client_id
          ),
          consents as (
            insert into consent_log (client_id, purpose, action, policy_version, policy_hash, source, registration_id)
            select registration.client_id, given.purpose, 'given', given.version, given.hash, 'form', registration.id
            from registration, (values ${consentRows}) as given(purpose, version, hash)
            where given.purpose is not null
          )
          select registration.id as registration_id, registration.client_id, client.marketing_consent_at is not null as marketing
          from registration join client on client.id = registration.client_id
        `),
        );
        const [row] = rowsOf<{ registration_id: number; client_id: number; marketing: boolean }>(result);
        if (!row) throw new Error('sign-up stored no request');
        return { clientId: row.client_id, registrationId: row.registration_id, kind, marketingConsent: row.marketing };
      } catch (error: unknown) {
        if (!isForeignKeyViolation(error)) throw error;
        if (extras.eventId !== undefined) {
          const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, extras.eventId));
          if (!event) throw new UnknownEventError(extras.eventId);
        }
        if (courseIds.length === 0) throw error;
        const found = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, courseIds));
        const known = new Set(found.map((row) => row.id));
        throw new UnknownCourseError(courseIds.filter((id) => !known.has(id)));
      }
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

    /** One page of every client, newest first, with their total. */
    async list(request: PageRequest): Promise<Paged<Client>> {
      const [rows, [counted]] = await Promise.all([
        db.query.clients.findMany({
          orderBy: [desc(clients.createdAt), desc(clients.id)],
          with: withDetails,
          limit: request.pageSize,
          offset: pageOffset(request),
        }),
        db.select({ total: sql<number>`count(*)::int` }).from(clients),
      ]);
      return { items: await toClients(rows), page: pageInfo(request, counted?.total ?? 0) };
    },

    findById: (id: number) => findOne(eq(clients.id, id)),
    findByEmail: (email: string) => findOne(eq(clients.email, normaliseEmail(email))),

    /** One page of the clients `filter` picks, newest course registration first, with their total. */
    async listFiltered(filter: ClientFilter, request: PageRequest): Promise<Paged<Client>> {
      const registrationConditions: SQL[] = [sql`cc.client_id = "clients"."id"`];
      if (filter.courseId !== undefined) registrationConditions.push(sql`cc.course_id = ${filter.courseId}`);
      if (filter.from) registrationConditions.push(sql`cc.registered_on >= ${new Date(`${filter.from}T00:00:00Z`).toISOString()}`);
      if (filter.to) registrationConditions.push(sql`cc.registered_on < ${new Date(`${addDays(filter.to, 1)}T00:00:00Z`).toISOString()}`);
      const conditions: SQL[] = [sql`exists (select 1 from client_courses cc where ${sql.join(registrationConditions, sql` and `)})`];
      if (filter.source !== undefined) conditions.push(eq(clients.registrationSource, filter.source));
      const [rows, [counted]] = await Promise.all([
        db
          .select({ id: clients.id })
          .from(clients)
          .where(and(...conditions))
          .orderBy(desc(latestRegistration), desc(clients.id))
          .limit(request.pageSize)
          .offset(pageOffset(request)),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(clients)
          .where(and(...conditions)),
      ]);
      return { items: await loadInOrder(rows.map((row) => row.id)), page: pageInfo(request, counted?.total ?? 0) };
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
