// What the form reads from the page's query cache: one article to edit, and the categories to offer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { withStaffToken } from '../../lib/staff-read';
import { getArticle, listCategories } from './api';

/** Fetched when 'Редактирай' is pressed (see use-load-for-edit.ts), drafts included, with the token. */
export const staffArticleQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.articles.staffById(id),
    queryFn: () => withStaffToken((token) => getArticle(token, id)),
    // The form starts from what the server holds now, not from an earlier read of the same article.
    staleTime: 0,
    meta: { errorContext: 'Admin article for editing' },
  });

/** Every category, inactive ones too (the form marks them), as GET /categories gives them. */
export const categoriesQuery = queryOptions({
  queryKey: queryKeys.categories.every(),
  queryFn: listCategories,
  meta: { errorContext: 'Admin categories' },
});

export const useCategories = () => useQuery(categoriesQuery);
