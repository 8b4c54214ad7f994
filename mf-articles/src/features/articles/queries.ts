// The articles in the page's query cache: the route loaders (and the home section's) fill it, the
// components read the same queries. The one write here is the view count.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { fetchActiveCategories, fetchArticleBySlug, fetchArticleCards, recordArticleView, type CardsRequest } from './api';
import { ARTICLES_PAGE_SIZE, PROMO_LIMIT } from './article-display';

export const articleCardsQuery = (request: CardsRequest) =>
  queryOptions({
    // Under the published cards' key, which a write of an article anywhere invalidates.
    queryKey: [...queryKeys.articles.published(), request] as const,
    queryFn: () => fetchArticleCards(request),
    meta: { errorContext: 'Published articles' },
  });

/** A page of the list page: of one category (its slug) or of all articles. */
export const listPageQuery = (page: number, category: string | null) => articleCardsQuery({ page, pageSize: ARTICLES_PAGE_SIZE, category, featured: false });

/** The home section's two reads: the newest featured articles and the newest of all, enough of each to fill it. */
export const promoQueries = {
  featured: articleCardsQuery({ page: 1, pageSize: PROMO_LIMIT, category: null, featured: true }),
  newest: articleCardsQuery({ page: 1, pageSize: PROMO_LIMIT, category: null, featured: false }),
};

export const activeCategoriesQuery = queryOptions({
  queryKey: queryKeys.categories.active(),
  queryFn: fetchActiveCategories,
  meta: { errorContext: 'Article categories' },
});

/** A 404 is data (`not-found` with the server's message); only a failed call is the query's error. */
export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.articles.bySlug(slug),
    queryFn: () => fetchArticleBySlug(slug),
    meta: { errorContext: 'Article load failed' },
  });

export const useActiveCategories = () => useQuery(activeCategoriesQuery);
export const useArticle = (slug: string) => useQuery(articleQuery(slug));

/** One opening of an article: which one (by the slug it was opened with) and the count it was shown with. */
export interface ArticleOpening {
  id: number;
  slug: string;
  viewCount: number;
}

/**
 * Counts one view. The view changes that article's count, so its cached copy is marked stale, and
 * the next opening reads it afresh; nothing is refetched now, because the page shows the count it
 * loaded plus this view (spec). The lists do not show counts and are left as they are.
 */
export function useRecordArticleView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: ArticleOpening) => recordArticleView(id),
    onSuccess: (_count, { slug }) => queryClient.invalidateQueries({ queryKey: queryKeys.articles.bySlug(slug), refetchType: 'none' }),
  });
}
