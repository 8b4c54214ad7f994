// Courses with their modules and lecturers: the only place that queries the course tables.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Course, CourseInput, CourseLink, CourseSummary, StatusAndOrder } from '@site/shared';
import type { Database } from '../database';
import { courseLectors, courseModules, courses, lectors, pictures } from '../schema';
import { lectorWith, toLector } from './lectors';
import { deleteUnusedPictures, toPicture } from './pictures';
import type { ColumnsOf } from './write-columns';

/** What a course's public page needs before the browser loads the rest: its head and its address. */
export type CoursePageSummary = Pick<Course, 'slug' | 'title' | 'shortDescription' | 'image'> & { updatedAt: Date };

const summaryColumns = {
  slug: courses.slug,
  title: courses.title,
  shortDescription: courses.shortDescription,
  image: courses.image,
  updatedAt: courses.updatedAt,
};

export class UnknownLectorError extends Error {
  constructor(readonly lectorIds: number[]) {
    super(`Unknown lector ids: ${lectorIds.join(', ')}`);
  }
}

const withRelations = {
  modules: { orderBy: [asc(courseModules.position), asc(courseModules.id)] },
  lectors: { orderBy: [asc(courseLectors.position)], with: { lector: { with: lectorWith } } },
  picture: true as const,
};

type CourseRow = NonNullable<Awaited<ReturnType<ReturnType<typeof findOne>>>>;

function findOne(db: Database) {
  return (where: SQL) => db.query.courses.findFirst({ where, with: withRelations });
}

function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    image: row.image,
    picture: toPicture(row.picture),
    price: row.price,
    currency: row.currency,
    moduleCount: row.modules.length,
    isActive: row.isActive,
    order: row.order,
    mainSkills: row.mainSkills,
    suitableFor: row.suitableFor,
    howItWorks: row.howItWorks,
    modules: row.modules.map((module) => ({ id: module.id, title: module.title, description: module.description })),
    lectors: row.lectors.map((link) => toLector(link.lector)),
    faq: row.faq,
    exclusiveOffer: row.exclusiveOffer,
    quote: row.quote,
    quoteAuthor: row.quoteAuthor,
    realValue: row.realValue,
    hasGuarantee: row.hasGuarantee,
  };
}

/** Modules and lecturers are rows of their own tables (replaceChildren). */
function columnsFrom(input: CourseInput): ColumnsOf<CourseInput, typeof courses.$inferSelect, 'modules' | 'lectorIds'> {
  return {
    slug: input.slug,
    title: input.title,
    shortDescription: input.shortDescription ?? '',
    longDescription: input.longDescription ?? '',
    image: input.image ?? null,
    pictureId: input.pictureId ?? null,
    price: input.price,
    isActive: input.isActive ?? true,
    order: input.order ?? 0,
    mainSkills: input.mainSkills ?? [],
    suitableFor: input.suitableFor ?? [],
    howItWorks: input.howItWorks ?? [],
    faq: input.faq ?? [],
    exclusiveOffer: input.exclusiveOffer ?? null,
    quote: input.quote ?? null,
    quoteAuthor: input.quoteAuthor ?? null,
    realValue: input.realValue ?? null,
    hasGuarantee: input.hasGuarantee ?? false,
  };
}

export function createCoursesRepository(db: Database) {
  async function replaceChildren(tx: Database, courseId: number, input: CourseInput): Promise<void> {
    await tx.delete(courseModules).where(eq(courseModules.courseId, courseId));
    await tx.delete(courseLectors).where(eq(courseLectors.courseId, courseId));
    const modules = input.modules ?? [];
    if (modules.length > 0) {
      await tx
        .insert(courseModules)
        .values(modules.map((module, position) => ({ courseId, position, title: module.title, description: module.description ?? '' })));
    }
    const lectorIds = [...new Set(input.lectorIds ?? [])];
    if (lectorIds.length > 0) {
      const found = await tx.select({ id: lectors.id }).from(lectors).where(inArray(lectors.id, lectorIds));
      const known = new Set(found.map((row) => row.id));
      const unknown = lectorIds.filter((id) => !known.has(id));
      if (unknown.length > 0) throw new UnknownLectorError(unknown);
      await tx.insert(courseLectors).values(lectorIds.map((lectorId, position) => ({ courseId, lectorId, position })));
    }
  }

  return {
    async list(options: { activeOnly: boolean }): Promise<Course[]> {
      const rows = await db.query.courses.findMany({
        where: options.activeOnly ? eq(courses.isActive, true) : undefined,
        orderBy: [asc(courses.order), asc(courses.title), asc(courses.id)],
        with: withRelations,
      });
      return rows.map(toCourse);
    },

    /** Active courses (and VIP packages) in list order, as links: id, slug and title. */
    listActiveLinks(): Promise<CourseLink[]> {
      return db
        .select({ id: courses.id, slug: courses.slug, title: courses.title })
        .from(courses)
        .where(eq(courses.isActive, true))
        .orderBy(asc(courses.order), asc(courses.title), asc(courses.id));
    },

    /** Active courses (and VIP packages) in list order, as cards: no modules, lecturers, FAQ or long texts. */
    async listActiveCards(): Promise<CourseSummary[]> {
      const rows = await db
        .select({
          id: courses.id,
          slug: courses.slug,
          title: courses.title,
          shortDescription: courses.shortDescription,
          image: courses.image,
          picture: pictures,
          price: courses.price,
          currency: courses.currency,
          moduleCount: sql<number>`count(${courseModules.id})::int`,
          isActive: courses.isActive,
          order: courses.order,
        })
        .from(courses)
        .leftJoin(courseModules, eq(courseModules.courseId, courses.id))
        .leftJoin(pictures, eq(pictures.id, courses.pictureId))
        .where(eq(courses.isActive, true))
        .groupBy(courses.id, pictures.id)
        .orderBy(asc(courses.order), asc(courses.title), asc(courses.id));
      return rows.map((row) => ({ ...row, picture: toPicture(row.picture) }));
    },

    /** Active courses (and VIP packages) in list order, without their modules and lecturers. */
    listActiveSummaries(): Promise<CoursePageSummary[]> {
      return db.select(summaryColumns).from(courses).where(eq(courses.isActive, true)).orderBy(asc(courses.order), asc(courses.title), asc(courses.id));
    },

    /** One active course by slug (unique, so indexed); null for an unknown or inactive one. */
    async findActiveSummaryBySlug(slug: string): Promise<CoursePageSummary | null> {
      const [row] = await db
        .select(summaryColumns)
        .from(courses)
        .where(and(eq(courses.slug, slug), eq(courses.isActive, true)))
        .limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<Course | null> {
      const row = await findOne(db)(eq(courses.id, id));
      return row ? toCourse(row) : null;
    },

    async findBySlug(slug: string): Promise<Course | null> {
      const row = await findOne(db)(eq(courses.slug, slug));
      return row ? toCourse(row) : null;
    },

    async create(input: CourseInput): Promise<Course> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(courses).values(columnsFrom(input)).returning({ id: courses.id });
        if (!row) throw new Error('Insert returned no row');
        await replaceChildren(tx, row.id, input);
        return row.id;
      });
      const created = await findOne(db)(eq(courses.id, id));
      if (!created) throw new Error('Created course vanished');
      return toCourse(created);
    },

    async update(id: number, input: CourseInput): Promise<Course | null> {
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(courses)
          .set({ ...columnsFrom(input), updatedAt: new Date() })
          .where(eq(courses.id, id))
          .returning({ id: courses.id });
        if (rows.length === 0) return false;
        await replaceChildren(tx, id, input);
        return true;
      });
      if (!updated) return null;
      const row = await findOne(db)(eq(courses.id, id));
      return row ? toCourse(row) : null;
    },

    async setStatusAndOrder(id: number, change: StatusAndOrder): Promise<Course | null> {
      const rows = await db
        .update(courses)
        .set({ isActive: change.isActive, order: change.order, updatedAt: new Date() })
        .where(eq(courses.id, id))
        .returning({ id: courses.id });
      if (rows.length === 0) return null;
      const row = await findOne(db)(eq(courses.id, id));
      return row ? toCourse(row) : null;
    },

    async delete(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(courses).where(eq(courses.id, id)).returning({ pictureId: courses.pictureId });
        await deleteUnusedPictures(
          tx,
          rows.map((row) => row.pictureId),
        );
        return rows.length > 0;
      });
    },

    /** Ids among the given ones that name no course. */
    async unknownIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const found = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
      const known = new Set(found.map((row) => row.id));
      return ids.filter((id) => !known.has(id));
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
