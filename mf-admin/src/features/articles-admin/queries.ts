// Every article, drafts included, in the page's query cache (the route's loader fills it when a session is
// open, the list reads it, every article write invalidates it: queryKeys.articles.all), and one article
// read afresh for editing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { useSessionStore } from '../../lib/session-store';
import { inStaffSession } from '../../lib/staff-read';
import { getArticle, listAllArticles } from './api';

export const staffArticlesQuery = queryOptions({
  queryKey: queryKeys.articles.staffList(),
  queryFn: () => inStaffSession(listAllArticles),
  meta: { errorContext: 'Admin article list' },
});

/** Read only while a session is open: without one the gate is shown and nothing is asked. */
export function useStaffArticles() {
  const signedIn = useSessionStore((state) => state.signedIn);
  return useQuery({ ...staffArticlesQuery, enabled: signedIn });
}

/** Fetched when 'Редактирай' is pressed, drafts included, in the session. */
export const staffArticleQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.articles.staffById(id),
    queryFn: () => inStaffSession(() => getArticle(id)),
    // The form starts from what the server holds now, not from an earlier read of the same article.
    staleTime: 0,
    meta: { errorContext: 'Admin article for editing' },
  });
