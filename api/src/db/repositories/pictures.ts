// The picture library: pictures, their encoded files, and which courses, events, lecturers and articles show them.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { pageInfo, pageOffset, type PageRequest, type Paged, type Picture, type PictureFormat, type PictureInLibrary, type PictureUse } from '@site/shared';
import type { PictureVariants } from '../../lib/picture-variants';
import type { Database } from '../database';
import { articles, courses, events, lectors, pictureFiles, pictures } from '../schema';

type PictureRow = typeof pictures.$inferSelect;

export function toPicture(row: PictureRow | null | undefined): Picture | null {
  if (!row) return null;
  return { id: row.id, alt: row.alt, width: row.width, height: row.height, format: row.format as PictureFormat, widths: row.widths };
}

/** The tables whose rows show a picture, with the column that names them to staff. */
const showers = [
  { kind: 'course', table: courses, title: courses.title, pictureId: courses.pictureId },
  { kind: 'event', table: events, title: events.title, pictureId: events.pictureId },
  { kind: 'lector', table: lectors, title: lectors.fullName, pictureId: lectors.pictureId },
  { kind: 'article', table: articles, title: articles.title, pictureId: articles.pictureId },
] as const;

type Shower = (typeof showers)[number];

function usesIn(db: Database, { kind, table, title, pictureId }: Shower, where: (pictureId: AnyPgColumn) => SQL) {
  return db
    .select({
      kind: sql<PictureUse['kind']>`${kind}::text`.as('kind'),
      id: table.id,
      title: sql<string>`${title}`.as('title'),
      pictureId: sql<number>`${pictureId}`.as('picture_id'),
    })
    .from(table)
    .where(where(pictureId));
}

/** Every (kind, id, title, pictureId) of an item whose picture matches. */
function usesWhere(db: Database, where: (pictureId: AnyPgColumn) => SQL) {
  const [course, event, lector, article] = showers.map((shower) => usesIn(db, shower, where)) as [
    ReturnType<typeof usesIn>,
    ReturnType<typeof usesIn>,
    ReturnType<typeof usesIn>,
    ReturnType<typeof usesIn>,
  ];
  return unionAll(course, event, lector, article);
}

export class PictureInUseError extends Error {
  constructor(readonly uses: PictureUse[]) {
    super('The picture is shown by other items');
  }
}

export function createPicturesRepository(db: Database) {
  return {
    /** The new picture as the library lists it: its stored time, shown by nothing yet. */
    async create(alt: string, variants: PictureVariants): Promise<PictureInLibrary> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pictures)
          .values({ alt, width: variants.width, height: variants.height, format: variants.format, widths: variants.widths })
          .returning();
        if (!row) throw new Error('Insert returned no row');
        await tx.insert(pictureFiles).values(variants.files.map((file) => ({ pictureId: row.id, width: file.width, format: file.format, bytes: file.bytes })));
        return { ...toPicture(row)!, createdAt: row.createdAt.toISOString(), usedBy: [] };
      });
    },

    async findFile(id: number, width: number, format: PictureFormat): Promise<Uint8Array | null> {
      const [row] = await db
        .select({ bytes: pictureFiles.bytes })
        .from(pictureFiles)
        .where(and(eq(pictureFiles.pictureId, id), eq(pictureFiles.width, width), eq(pictureFiles.format, format)));
      return row?.bytes ?? null;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: pictures.id }).from(pictures).where(eq(pictures.id, id));
      return Boolean(row);
    },

    /** Newest first, each with the items that show it. */
    async list(request: PageRequest): Promise<Paged<PictureInLibrary>> {
      const [rows, [counted]] = await Promise.all([
        db.select().from(pictures).orderBy(desc(pictures.createdAt), desc(pictures.id)).limit(request.pageSize).offset(pageOffset(request)),
        db.select({ total: sql<number>`count(*)::int` }).from(pictures),
      ]);
      const ids = rows.map((row) => row.id);
      const uses = ids.length === 0 ? [] : await usesWhere(db, (pictureId) => inArray(pictureId, ids)).orderBy(asc(sql`kind`), asc(sql`title`));
      const items = rows.map((row) => ({
        ...toPicture(row)!,
        createdAt: row.createdAt.toISOString(),
        usedBy: uses.filter((use) => use.pictureId === row.id).map(({ kind, id, title }) => ({ kind, id, title })),
      }));
      return { items, page: pageInfo(request, counted?.total ?? 0) };
    },

    async updateAlt(id: number, alt: string): Promise<Picture | null> {
      const [row] = await db.update(pictures).set({ alt }).where(eq(pictures.id, id)).returning();
      return toPicture(row);
    },

    /** False for an unknown picture; PictureInUseError (naming the items) while anything shows it. */
    async delete(id: number): Promise<boolean> {
      const uses = await usesWhere(db, (pictureId) => eq(pictureId, id));
      if (uses.length > 0) throw new PictureInUseError(uses.map(({ kind, id: itemId, title }) => ({ kind, id: itemId, title })));
      const rows = await db.delete(pictures).where(eq(pictures.id, id)).returning({ id: pictures.id });
      return rows.length > 0;
    },
  };
}

/**
 * After an item's deletion: removes the pictures it showed that nothing else shows, in the same
 * transaction, so a deleted course or article leaves no orphaned pictures behind.
 */
export async function deleteUnusedPictures(tx: Database, ids: (number | null)[]): Promise<void> {
  const candidates = ids.filter((id): id is number => id !== null);
  if (candidates.length === 0) return;
  const stillUsed = await usesWhere(tx, (pictureId) => inArray(pictureId, candidates));
  const unused = candidates.filter((id) => !stillUsed.some((use) => use.pictureId === id));
  if (unused.length > 0) await tx.delete(pictures).where(inArray(pictures.id, unused));
}

export type PicturesRepository = ReturnType<typeof createPicturesRepository>;
