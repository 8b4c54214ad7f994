// Article categories with their count of published articles.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Category, CategoryInput, StatusAndOrder } from '@site/shared';
import type { Database } from '../database';
import { articles, categories } from '../schema';
import type { ColumnsOf } from './write-columns';

/** Body of POST /categories and PUT /categories/{id}. */

export const DEFAULT_CATEGORY_COLOR = 'blue';

type CategoryRow = typeof categories.$inferSelect & { articleCount: number };

function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    color: row.color,
    isActive: row.isActive,
    order: row.order,
    articleCount: row.articleCount,
  };
}

function columnsFrom(input: CategoryInput): ColumnsOf<CategoryInput, typeof categories.$inferSelect> {
  return {
    name: input.name,
    slug: input.slug,
    color: input.color?.trim() || DEFAULT_CATEGORY_COLOR,
    isActive: input.isActive ?? true,
    order: input.order ?? 0,
  };
}

export function createCategoriesRepository(db: Database) {
  const select = async (where: SQL | undefined): Promise<Category[]> => {
    const rows = await db.select().from(categories).where(where).orderBy(asc(categories.order), asc(categories.name), asc(categories.id));
    if (rows.length === 0) return [];
    const counts = await db
      .select({ categoryId: articles.categoryId, count: sql<number>`count(*)::int` })
      .from(articles)
      .where(
        and(
          eq(articles.isPublished, true),
          inArray(
            articles.categoryId,
            rows.map((row) => row.id),
          ),
        ),
      )
      .groupBy(articles.categoryId);
    const countOf = new Map(counts.map((entry) => [entry.categoryId, entry.count]));
    return rows.map((row) => toCategory({ ...row, articleCount: countOf.get(row.id) ?? 0 }));
  };
  const findOne = async (where: SQL) => (await select(where))[0] ?? null;

  return {
    list: (options: { activeOnly: boolean }) => select(options.activeOnly ? eq(categories.isActive, true) : undefined),
    findById: (id: number) => findOne(eq(categories.id, id)),
    findBySlug: (slug: string) => findOne(eq(categories.slug, slug)),

    async create(input: CategoryInput): Promise<Category> {
      const [row] = await db.insert(categories).values(columnsFrom(input)).returning({ id: categories.id });
      const created = row ? await findOne(eq(categories.id, row.id)) : null;
      if (!created) throw new Error('Created category vanished');
      return created;
    },

    async update(id: number, input: CategoryInput): Promise<Category | null> {
      const rows = await db
        .update(categories)
        .set({ ...columnsFrom(input), updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning({ id: categories.id });
      return rows.length > 0 ? findOne(eq(categories.id, id)) : null;
    },

    async setStatusAndOrder(id: number, change: StatusAndOrder): Promise<Category | null> {
      const rows = await db
        .update(categories)
        .set({ isActive: change.isActive, order: change.order, updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning({ id: categories.id });
      return rows.length > 0 ? findOne(eq(categories.id, id)) : null;
    },

    /** Articles of a deleted category stay, without a category (ON DELETE SET NULL). */
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
      return rows.length > 0;
    },

    async exists(id: number): Promise<boolean> {
      const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      return rows.length > 0;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
