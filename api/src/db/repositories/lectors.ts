// Lecturers: read-only in the API (the spec has no lecturer writes).
import { asc, eq } from 'drizzle-orm';
import type { Lector } from '@site/shared';
import type { Database } from '../database';
import { lectors } from '../schema';

export function toLector(row: typeof lectors.$inferSelect): Lector {
  return { id: row.id, fullName: row.fullName, image: row.image, description: row.description };
}

export function createLectorsRepository(db: Database) {
  return {
    async list(): Promise<Lector[]> {
      const rows = await db.select().from(lectors).orderBy(asc(lectors.sortOrder), asc(lectors.fullName), asc(lectors.id));
      return rows.map(toLector);
    },

    async findById(id: number): Promise<Lector | null> {
      const [row] = await db.select().from(lectors).where(eq(lectors.id, id));
      return row ? toLector(row) : null;
    },
  };
}

export type LectorsRepository = ReturnType<typeof createLectorsRepository>;
