// The articles, drafts included, in the page's query cache a page at a time (the route's loader fills the page
// the address names when a session is open, the list reads it, every article write invalidates it:
// queryKeys.articles.all), and one article read afresh for editing.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { useSessionStore } from '../../lib/session-store';
import { staffRead } from '../../lib/staff-read';
import { getArticle, listAllArticles } from './api';

/** Articles per page of the console's list: a screenful of cards to look through (the API answers up to 100). */
export const STAFF_ARTICLES_PAGE_SIZE = 20;

/** Under `staffList()`: what refreshes or forgets the list does its pages too. */
export const staffArticlesPageKey = (page: number) => [...queryKeys.articles.staffList(), 'page', page] as const;

/** One page of the list, newest first; `page` from 1. */
export const staffArticlesQuery = (page: number) =>
  queryOptions({
    queryKey: staffArticlesPageKey(page),
    ...staffRead(() => listAllArticles({ page, pageSize: STAFF_ARTICLES_PAGE_SIZE }), 'Admin article list'),
  });

/**
 * Read only while a session is open: without one the gate is shown and nothing is asked. The page shown stays
 * while another one is read, so the list does not empty and jump under the pager.
 */
export function useStaffArticles(page: number) {
  const signedIn = useSessionStore((state) => state.signedIn);
  return useQuery({ ...staffArticlesQuery(page), enabled: signedIn, placeholderData: keepPreviousData });
}

/** Fetched when 'Редактирай' is pressed, drafts included, in the session. */
export const staffArticleQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.articles.staffById(id),
    ...staffRead(() => getArticle(id), 'Admin article for editing'),
    // The form starts from what the server holds now, not from an earlier read of the same article.
    staleTime: 0,
  });
