// Lecturers: the public list and the staff's writes.
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Lector, LectorInput, StatusAndOrder } from '@site/shared';
import type { Database } from '../database';
import { lectors, type pictures } from '../schema';
import { deleteUnusedPictures, toPicture } from './pictures';
import type { ColumnsOf } from './write-columns';

export type LectorRow = typeof lectors.$inferSelect & { picture: typeof pictures.$inferSelect | null };

/** A lecturer with the picture they are shown with (a relation of a query: `with: lectorWith`). */
export const lectorWith = { picture: true } as const;

export function toLector(row: LectorRow): Lector {
  return {
    id: row.id,
    fullName: row.fullName,
    image: row.image,
    picture: toPicture(row.picture),
    description: row.description,
    isActive: row.isActive,
    order: row.order,
  };
}

function columnsFrom(input: LectorInput): ColumnsOf<LectorInput, typeof lectors.$inferSelect> {
  return {
    fullName: input.fullName.trim(),
    description: input.description ?? '',
    image: input.image ?? null,
    pictureId: input.pictureId ?? null,
    isActive: input.isActive ?? true,
    order: input.order ?? 0,
  };
}

const listOrder = [asc(lectors.order), asc(lectors.fullName), asc(lectors.id)];

export function createLectorsRepository(db: Database) {
  const findOne = async (where: SQL): Promise<Lector | null> => {
    const row = await db.query.lectors.findFirst({ where, with: lectorWith });
    return row ? toLector(row) : null;
  };

  return {
    async list(options: { activeOnly: boolean }): Promise<Lector[]> {
      const rows = await db.query.lectors.findMany({
        where: options.activeOnly ? eq(lectors.isActive, true) : undefined,
        orderBy: listOrder,
        with: lectorWith,
      });
      return rows.map(toLector);
    },

    findById: (id: number) => findOne(eq(lectors.id, id)),

    async create(input: LectorInput): Promise<Lector> {
      const [row] = await db.insert(lectors).values(columnsFrom(input)).returning({ id: lectors.id });
      const created = row ? await findOne(eq(lectors.id, row.id)) : null;
      if (!created) throw new Error('Created lecturer vanished');
      return created;
    },

    async update(id: number, input: LectorInput): Promise<Lector | null> {
      const rows = await db.update(lectors).set(columnsFrom(input)).where(eq(lectors.id, id)).returning({ id: lectors.id });
      return rows.length > 0 ? findOne(eq(lectors.id, id)) : null;
    },

    async setStatusAndOrder(id: number, change: StatusAndOrder): Promise<Lector | null> {
      const rows = await db.update(lectors).set({ isActive: change.isActive, order: change.order }).where(eq(lectors.id, id)).returning({ id: lectors.id });
      return rows.length > 0 ? findOne(eq(lectors.id, id)) : null;
    },

    /** Also takes the lecturer off the courses they taught; their picture goes unless another item shows it. */
    async delete(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(lectors).where(eq(lectors.id, id)).returning({ pictureId: lectors.pictureId });
        await deleteUnusedPictures(
          tx,
          rows.map((row) => row.pictureId),
        );
        return rows.length > 0;
      });
    },
  };
}

export type LectorsRepository = ReturnType<typeof createLectorsRepository>;
