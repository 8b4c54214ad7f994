// Events and their modules: the only place that queries the event tables.
import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { pageInfo, pageOffset, type EventInput, type EventItem, type PageRequest, type Paged } from '@site/shared';
import type { Database } from '../database';
import { eventModules, events, type pictures } from '../schema';
import { deleteUnusedPictures, toPicture } from './pictures';
import type { ColumnsOf } from './write-columns';

const withModules = { modules: { orderBy: [asc(eventModules.position), asc(eventModules.id)] }, picture: true as const };
const byDate = [asc(events.eventDate), asc(events.eventTime), asc(events.id)];

type EventRow = typeof events.$inferSelect & { modules: (typeof eventModules.$inferSelect)[]; picture: typeof pictures.$inferSelect | null };

function toEvent(row: EventRow): EventItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    shortDescription: row.shortDescription,
    image: row.image,
    picture: toPicture(row.picture),
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    location: row.location,
    price: row.price,
    currency: row.currency,
    modules: row.modules.map((module) => ({ id: module.id, title: module.title })),
    isRecommended: row.isRecommended,
    isActive: row.isActive,
    landingPageUrl: row.landingPageUrl,
  };
}

/** Modules are rows of their own table (replaceModules). */
function columnsFrom(input: EventInput): ColumnsOf<EventInput, typeof events.$inferSelect, 'modules'> {
  return {
    slug: input.slug,
    title: input.title,
    shortDescription: input.shortDescription ?? '',
    image: input.image ?? null,
    pictureId: input.pictureId ?? null,
    eventDate: input.eventDate,
    eventTime: input.eventTime ?? '',
    location: input.location ?? '',
    price: input.price ?? 0,
    isRecommended: input.isRecommended ?? false,
    isActive: input.isActive ?? true,
    landingPageUrl: input.landingPageUrl ?? null,
  };
}

export function createEventsRepository(db: Database) {
  /** One page of the events `where` picks, by date, with their total. */
  const findPage = async (where: SQL | undefined, request: PageRequest): Promise<Paged<EventItem>> => {
    const [rows, [counted]] = await Promise.all([
      db.query.events.findMany({ where, orderBy: byDate, with: withModules, limit: request.pageSize, offset: pageOffset(request) }),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(events)
        .where(where),
    ]);
    return { items: rows.map(toEvent), page: pageInfo(request, counted?.total ?? 0) };
  };
  const findOne = async (where: SQL) => {
    const row = await db.query.events.findFirst({ where, with: withModules });
    return row ? toEvent(row) : null;
  };
  const replaceModules = async (tx: Database, eventId: number, input: EventInput) => {
    await tx.delete(eventModules).where(eq(eventModules.eventId, eventId));
    const modules = input.modules ?? [];
    if (modules.length > 0) {
      await tx.insert(eventModules).values(modules.map((module, position) => ({ eventId, position, title: module.title })));
    }
  };

  return {
    list: (request: PageRequest) => findPage(undefined, request),
    /** Active events from `today` (YYYY-MM-DD) on, by date. */
    listUpcoming: (today: string, request: PageRequest) => findPage(and(eq(events.isActive, true), gte(events.eventDate, today)), request),
    listRecommended: (today: string, request: PageRequest) =>
      findPage(and(eq(events.isActive, true), eq(events.isRecommended, true), gte(events.eventDate, today)), request),
    /** Active events from `today` on, by date, without their modules (an event with a landing page has no page here). */
    listUpcomingSummaries: (today: string): Promise<{ slug: string; updatedAt: Date; landingPageUrl: string | null }[]> =>
      db
        .select({ slug: events.slug, updatedAt: events.updatedAt, landingPageUrl: events.landingPageUrl })
        .from(events)
        .where(and(eq(events.isActive, true), gte(events.eventDate, today)))
        .orderBy(...byDate),
    findById: (id: number) => findOne(eq(events.id, id)),
    findBySlug: (slug: string) => findOne(eq(events.slug, slug)),

    async create(input: EventInput): Promise<EventItem> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(events).values(columnsFrom(input)).returning({ id: events.id });
        if (!row) throw new Error('Insert returned no row');
        await replaceModules(tx, row.id, input);
        return row.id;
      });
      const created = await findOne(eq(events.id, id));
      if (!created) throw new Error('Created event vanished');
      return created;
    },

    async update(id: number, input: EventInput): Promise<EventItem | null> {
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(events)
          .set({ ...columnsFrom(input), updatedAt: new Date() })
          .where(eq(events.id, id))
          .returning({ id: events.id });
        if (rows.length === 0) return false;
        await replaceModules(tx, id, input);
        return true;
      });
      return updated ? findOne(eq(events.id, id)) : null;
    },

    async setActive(id: number, isActive: boolean): Promise<EventItem | null> {
      const rows = await db.update(events).set({ isActive, updatedAt: new Date() }).where(eq(events.id, id)).returning({ id: events.id });
      return rows.length > 0 ? findOne(eq(events.id, id)) : null;
    },

    async delete(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(events).where(eq(events.id, id)).returning({ pictureId: events.pictureId });
        await deleteUnusedPictures(
          tx,
          rows.map((row) => row.pictureId),
        );
        return rows.length > 0;
      });
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
