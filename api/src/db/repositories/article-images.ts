// The article screen's uploaded images: stored bytes under generated names, newest first.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { pageInfo, pageOffset, type PageRequest, type Paged } from '@site/shared';
import type { Database } from '../database';
import { articleImages } from '../schema';

export interface StoredImage {
  mime: string;
  bytes: Uint8Array;
}

export function createArticleImagesRepository(db: Database) {
  return {
    /** `metadataStripped`: the bytes were re-encoded without metadata (false: as uploaded, to be cleaned on start). */
    async add(fileName: string, mime: string, bytes: Uint8Array, options: { createdAt?: Date; metadataStripped: boolean }): Promise<void> {
      await db.insert(articleImages).values({ fileName, mime, bytes, createdAt: options.createdAt ?? new Date(), metadataStripped: options.metadataStripped });
    },

    /** Images still stored as they were uploaded (by an older version, or imported from the uploads folder). */
    async namesWithMetadata(): Promise<string[]> {
      const rows = await db
        .select({ fileName: articleImages.fileName })
        .from(articleImages)
        .where(eq(articleImages.metadataStripped, false))
        .orderBy(articleImages.fileName);
      return rows.map((row) => row.fileName);
    },

    /**
     * Puts the cleaned bytes in place of an image still stored as uploaded. False when there was none: another
     * process starting at the same time cleaned it first (or it was deleted meanwhile).
     */
    async replaceWithStripped(fileName: string, bytes: Uint8Array): Promise<boolean> {
      const rows = await db
        .update(articleImages)
        .set({ bytes, metadataStripped: true })
        .where(and(eq(articleImages.fileName, fileName), eq(articleImages.metadataStripped, false)))
        .returning({ fileName: articleImages.fileName });
      return rows.length > 0;
    },

    /** One page of the file names, newest first, with their total. */
    async listNames(request: PageRequest): Promise<Paged<string>> {
      const [rows, [counted]] = await Promise.all([
        db
          .select({ fileName: articleImages.fileName })
          .from(articleImages)
          .orderBy(desc(articleImages.createdAt), desc(articleImages.fileName))
          .limit(request.pageSize)
          .offset(pageOffset(request)),
        db.select({ total: sql<number>`count(*)::int` }).from(articleImages),
      ]);
      return { items: rows.map((row) => row.fileName), page: pageInfo(request, counted?.total ?? 0) };
    },

    async find(fileName: string): Promise<StoredImage | null> {
      const [row] = await db.select({ mime: articleImages.mime, bytes: articleImages.bytes }).from(articleImages).where(eq(articleImages.fileName, fileName));
      return row ?? null;
    },

    async delete(fileName: string): Promise<boolean> {
      const rows = await db.delete(articleImages).where(eq(articleImages.fileName, fileName)).returning({ fileName: articleImages.fileName });
      return rows.length > 0;
    },

    /** Names among these that are not stored yet (the one-time import of an older uploads folder). */
    async missing(fileNames: string[]): Promise<string[]> {
      if (fileNames.length === 0) return [];
      const rows = await db.select({ fileName: articleImages.fileName }).from(articleImages).where(inArray(articleImages.fileName, fileNames));
      const stored = new Set(rows.map((row) => row.fileName));
      return fileNames.filter((name) => !stored.has(name));
    },
  };
}

export type ArticleImagesRepository = ReturnType<typeof createArticleImagesRepository>;
