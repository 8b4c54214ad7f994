// The home page's dated promotional texts.
import { and, asc, eq, gte, isNull, or, type SQL } from 'drizzle-orm';
import type { Promotion, PromotionInput, StatusAndOrder } from '@site/shared';
import type { Database } from '../database';
import { promotions } from '../schema';
import type { ColumnsOf } from './write-columns';

function toPromotion(row: typeof promotions.$inferSelect): Promotion {
  return { id: row.id, title: row.title, body: row.body, endsOn: row.endsOn, isActive: row.isActive, order: row.order };
}

function columnsFrom(input: PromotionInput): ColumnsOf<PromotionInput, typeof promotions.$inferSelect> {
  return {
    title: input.title.trim(),
    body: (input.body ?? '').trim(),
    endsOn: input.endsOn ?? null,
    isActive: input.isActive ?? true,
    order: input.order ?? 0,
  };
}

const listOrder = [asc(promotions.order), asc(promotions.id)];

export function createPromotionsRepository(db: Database) {
  const select = async (where: SQL | undefined) =>
    (
      await db
        .select()
        .from(promotions)
        .where(where)
        .orderBy(...listOrder)
    ).map(toPromotion);
  const findOne = async (id: number) => (await select(eq(promotions.id, id)))[0] ?? null;

  return {
    list: () => select(undefined),
    /** Active ones whose last day is `today` (YYYY-MM-DD in Sofia) or later, or that have no end. */
    listShown: (today: string) => select(and(eq(promotions.isActive, true), or(isNull(promotions.endsOn), gte(promotions.endsOn, today)))),

    async create(input: PromotionInput): Promise<Promotion> {
      const [row] = await db.insert(promotions).values(columnsFrom(input)).returning();
      if (!row) throw new Error('Insert returned no row');
      return toPromotion(row);
    },

    async update(id: number, input: PromotionInput): Promise<Promotion | null> {
      const [row] = await db
        .update(promotions)
        .set({ ...columnsFrom(input), updatedAt: new Date() })
        .where(eq(promotions.id, id))
        .returning();
      return row ? toPromotion(row) : null;
    },

    async setStatusAndOrder(id: number, change: StatusAndOrder): Promise<Promotion | null> {
      const [row] = await db
        .update(promotions)
        .set({ isActive: change.isActive, order: change.order, updatedAt: new Date() })
        .where(eq(promotions.id, id))
        .returning();
      return row ? toPromotion(row) : null;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id });
      return rows.length > 0;
    },

    findById: findOne,
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
