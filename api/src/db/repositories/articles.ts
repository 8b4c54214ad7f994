// Articles with their category: the only place that queries the article table.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { pageInfo, pageOffset, type Article, type ArticleInput, type ArticleSummary, type PageRequest, type Paged } from '@site/shared';
import type { ArticleHtml } from '../../lib/article-html';
import type { Database } from '../database';
import { articles, categories, type pictures } from '../schema';
import { deleteUnusedPictures, toPicture } from './pictures';
import type { ColumnsOf } from './write-columns';

type ArticleRow = typeof articles.$inferSelect & { category: typeof categories.$inferSelect | null; picture: typeof pictures.$inferSelect | null };

const withRelations = { category: true, picture: true } as const;

/** Newest publication first; drafts (never published) by creation time among them. */
const newestFirst = [desc(sql`coalesce(${articles.publishedAt}, ${articles.createdAt})`), desc(articles.id)];

function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    shortDescription: row.shortDescription,
    content: row.content,
    featuredImage: row.featuredImage,
    picture: toPicture(row.picture),
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
    isPublished: row.isPublished,
    isFeatured: row.isFeatured,
    categoryId: row.categoryId,
    category: row.category ? { id: row.category.id, name: row.category.name, color: row.category.color, slug: row.category.slug } : null,
    tags: row.tags,
    authorName: row.authorName,
    viewCount: row.viewCount,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ArticleColumns = typeof articles.$inferSelect;

/** Also records the sanitiser rules the content was made safe with. */
async function columnsFrom(
  input: ArticleInput,
  html: ArticleHtml,
): Promise<ColumnsOf<ArticleInput, ArticleColumns> & Pick<ArticleColumns, 'contentSanitizedWith'>> {
  return {
    slug: input.slug.trim(),
    title: input.title.trim(),
    shortDescription: input.shortDescription.trim(),
    content: await html.sanitize(input.content),
    contentSanitizedWith: html.rules,
    featuredImage: input.featuredImage?.trim() || null,
    pictureId: input.pictureId ?? null,
    metaDescription: input.metaDescription ?? null,
    metaKeywords: input.metaKeywords ?? null,
    isPublished: input.isPublished ?? false,
    isFeatured: input.isFeatured ?? false,
    categoryId: input.categoryId ?? null,
    tags: [...new Set((input.tags ?? []).map((tag) => tag.trim()).filter(Boolean))],
    authorName: input.authorName?.trim() || null,
  };
}

/** What the sitemap needs of a published article. */
export interface ArticleSitemapEntry {
  slug: string;
  /** The later of the last edit and the publication. */
  lastModified: Date;
}

/** What an article created now may be given as its past: its first publication, creation and views. */
export interface ArticlePast {
  publishedAt?: Date;
  /** Also its last edit. */
  createdAt?: Date;
  viewCount?: number;
}

export interface ArticleFilter {
  publishedOnly: boolean;
  featuredOnly?: boolean;
  categoryId?: number;
  /** The category's address (an unknown one matches nothing). */
  categorySlug?: string;
}

function toSummary({ id, slug, title, shortDescription, featuredImage, picture, isFeatured, category, tags, publishedAt, createdAt }: Article): ArticleSummary {
  return { id, slug, title, shortDescription, featuredImage, picture, isFeatured, category, tags, publishedAt, createdAt };
}

function conditionOf(filter: ArticleFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.publishedOnly) conditions.push(eq(articles.isPublished, true));
  if (filter.featuredOnly) conditions.push(eq(articles.isFeatured, true));
  if (filter.categoryId !== undefined) conditions.push(eq(articles.categoryId, filter.categoryId));
  if (filter.categorySlug !== undefined) {
    // Spelled out: in a relational query drizzle would name the categories of this subquery by the join's alias.
    conditions.push(sql`${articles.categoryId} in (select c.id from categories c where c.slug = ${filter.categorySlug})`);
  }
  return and(...conditions);
}

/** `html`: how content is made safe before it is stored (the shared DOMPurify rules and the site's origin). */
export function createArticlesRepository(db: Database, html: ArticleHtml) {
  const sanitizedOtherwise = () => sql`${articles.contentSanitizedWith} is distinct from ${html.rules}`;
  const findOne = async (where: SQL | undefined) => {
    const row = await db.query.articles.findFirst({ where, with: withRelations });
    return row ? toArticle(row) : null;
  };

  /** One page of the articles `filter` picks, newest first, with their total. */
  const list = async (filter: ArticleFilter, request: PageRequest): Promise<Paged<Article>> => {
    const where = conditionOf(filter);
    const [rows, [counted]] = await Promise.all([
      db.query.articles.findMany({ where, orderBy: newestFirst, with: withRelations, limit: request.pageSize, offset: pageOffset(request) }),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(articles)
        .where(where),
    ]);
    return { items: rows.map(toArticle), page: pageInfo(request, counted?.total ?? 0) };
  };

  return {
    list,

    /** The same page as cards (what a list shows: no content or meta fields). */
    async listCards(filter: ArticleFilter, request: PageRequest): Promise<Paged<ArticleSummary>> {
      const { items, page } = await list(filter, request);
      return { items: items.map(toSummary), page };
    },

    findById: (id: number) => findOne(eq(articles.id, id)),
    findBySlug: (slug: string) => findOne(eq(articles.slug, slug)),
    /** The article of a public page: null for an unknown slug and for a draft. */
    findPublishedBySlug: (slug: string) => findOne(and(eq(articles.slug, slug), eq(articles.isPublished, true))),

    /** Every published article, newest first, without its content. */
    async listPublishedForSitemap(): Promise<ArticleSitemapEntry[]> {
      const rows = await db
        .select({ slug: articles.slug, updatedAt: articles.updatedAt, publishedAt: articles.publishedAt })
        .from(articles)
        .where(eq(articles.isPublished, true))
        .orderBy(...newestFirst);
      return rows.map((row) => ({
        slug: row.slug,
        lastModified: row.publishedAt && row.publishedAt > row.updatedAt ? row.publishedAt : row.updatedAt,
      }));
    },

    /** `past`: a history to give the new article instead of "now" and no views (the seed's articles have one). */
    async create(input: ArticleInput, past: ArticlePast = {}): Promise<Article> {
      const columns = await columnsFrom(input, html);
      const [row] = await db
        .insert(articles)
        .values({
          ...columns,
          publishedAt: columns.isPublished ? (past.publishedAt ?? new Date()) : null,
          viewCount: past.viewCount,
          createdAt: past.createdAt,
          updatedAt: past.createdAt,
        })
        .returning({ id: articles.id });
      const created = row ? await findOne(eq(articles.id, row.id)) : null;
      if (!created) throw new Error('Created article vanished');
      return created;
    },

    /** Keeps the first publication date; sets it when the article is published for the first time. */
    async update(id: number, input: ArticleInput): Promise<Article | null> {
      const columns = await columnsFrom(input, html);
      const rows = await db
        .update(articles)
        .set({
          ...columns,
          publishedAt: columns.isPublished ? sql`coalesce(${articles.publishedAt}, now())` : articles.publishedAt,
          updatedAt: new Date(),
        })
        .where(eq(articles.id, id))
        .returning({ id: articles.id });
      return rows.length > 0 ? findOne(eq(articles.id, id)) : null;
    },

    async delete(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(articles).where(eq(articles.id, id)).returning({ pictureId: articles.pictureId });
        await deleteUnusedPictures(
          tx,
          rows.map((row) => row.pictureId),
        );
        return rows.length > 0;
      });
    },

    /** Flips draft/published in one statement; the first publication sets `publishedAt`. */
    async togglePublish(id: number): Promise<Article | null> {
      const rows = await db
        .update(articles)
        .set({
          isPublished: sql`not ${articles.isPublished}`,
          publishedAt: sql`case when not ${articles.isPublished} then coalesce(${articles.publishedAt}, now()) else ${articles.publishedAt} end`,
          updatedAt: new Date(),
        })
        .where(eq(articles.id, id))
        .returning({ id: articles.id });
      return rows.length > 0 ? findOne(eq(articles.id, id)) : null;
    },

    /** Articles whose content was stored under other sanitiser rules (an older version, another origin). */
    async listSanitizedOtherwise(): Promise<{ id: number; content: string }[]> {
      return db.select({ id: articles.id, content: articles.content }).from(articles).where(sanitizedOtherwise()).orderBy(articles.id);
    },

    /**
     * Stores `content` sanitised again under the current rules, unless the row changed since it was read (an
     * edit, or another process starting at the same time got there first): then false. Not an edit: the
     * article keeps its updatedAt.
     */
    async resanitize(id: number, readContent: string): Promise<boolean> {
      const rows = await db
        .update(articles)
        .set({ content: await html.sanitize(readContent), contentSanitizedWith: html.rules })
        .where(and(eq(articles.id, id), eq(articles.content, readContent), sanitizedOtherwise()))
        .returning({ id: articles.id });
      return rows.length > 0;
    },

    /** Atomic increment of a published article's counter; null when there is no such published article. */
    async incrementViews(id: number): Promise<number | null> {
      const [row] = await db
        .update(articles)
        .set({ viewCount: sql`${articles.viewCount} + 1` })
        .where(and(eq(articles.id, id), eq(articles.isPublished, true)))
        .returning({ viewCount: articles.viewCount });
      return row?.viewCount ?? null;
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
