// Article categories with their count of published articles.
import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Category } from '@site/shared';
import type { Database } from '../database';
import { articles, categories } from '../schema';

/** Body of POST /categories and PUT /categories/{id}. */
export interface CategoryInput {
  id?: number;
  name: string;
  slug: string;
  color?: string;
  isActive?: boolean;
  order?: number;
}

export const DEFAULT_CATEGORY_COLOR = 'blue';

const publishedCount = sql<number>`(select count(*) from ${articles} where ${articles.categoryId} = ${categories.id} and ${articles.isPublished})::int`;

type CategoryRow = typeof categories.$inferSelect & { articleCount: number };

function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    color: row.color,
    isActive: row.isActive,
    order: row.sortOrder,
    articleCount: row.articleCount,
  };
}

function columnsFrom(input: CategoryInput) {
  return {
    name: input.name,
    slug: input.slug,
    color: input.color?.trim() || DEFAULT_CATEGORY_COLOR,
    isActive: input.isActive ?? true,
    sortOrder: input.order ?? 0,
  };
}

export function createCategoriesRepository(db: Database) {
  const select = (where: SQL | undefined) =>
    db
      .select({ ...getTableColumns(categories), articleCount: publishedCount })
      .from(categories)
      .where(where)
      .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
  const findOne = async (where: SQL) => {
    const [row] = await select(where);
    return row ? toCategory(row) : null;
  };

  return {
    list: async (options: { activeOnly: boolean }) =>
      (await select(options.activeOnly ? eq(categories.isActive, true) : undefined)).map(toCategory),
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
