// The articles feature's calls to /api: one typed function per endpoint. Components never see axios;
// the reads reach them through queries.ts (the page's query cache), the view count as a write.
import type { Article, ArticleSummary, Category, Paged } from '@site/shared';
import { ApiError, requestData, requestWithoutAnswer } from '@site/shared/api-client';
import { requestPage } from '@site/shared/paged-request';

/** Which page of cards: of one category (its slug) or all, of the featured ones or all. */
export interface CardsRequest {
  page: number;
  pageSize: number;
  category: string | null;
  featured: boolean;
}

/** One page of published articles as cards, newest first, featured ones marked (no content: a card needs none). */
export function fetchArticleCards({ page, pageSize, category, featured }: CardsRequest): Promise<Paged<ArticleSummary>> {
  return requestPage<ArticleSummary>({
    url: '/articles/summaries',
    params: { page, pageSize, ...(category === null ? {} : { category }), ...(featured ? { featured } : {}) },
  });
}

/** Active categories with the number of published articles in each, sorted by order then name. */
export function fetchActiveCategories(): Promise<Category[]> {
  return requestData<Category[]>({ url: '/categories/active' });
}

export type ArticleLookup = { status: 'found'; article: Article } | { status: 'not-found'; message: string };

/**
 * One published article. A 404 answer is a result (with the server's message, if any), not an
 * error; anything else that fails (network, 5xx) is thrown.
 */
export async function fetchArticleBySlug(slug: string): Promise<ArticleLookup> {
  try {
    const article = await requestData<Article>({ url: `/articles/slug/${encodeURIComponent(slug)}` });
    return { status: 'found', article };
  } catch (error: unknown) {
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found', message: error.message };
    throw error;
  }
}

/** Counts one view of a published article (the page shows the count it loaded plus one: the answer is not read). */
export function recordArticleView(id: number): Promise<void> {
  return requestWithoutAnswer(`/articles/${id}/view`);
}
