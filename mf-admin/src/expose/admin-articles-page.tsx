// Exposed as 'admin/AdminArticlesPage': the route module of the password-gated article administration at /admin/articles.
import { pageNumberIn, type PageMeta } from '@site/shared';
import type { LoaderArgs } from '@site/shared/data';
import { readQuery } from '@site/shared/data';
import { AdminArticlesScreen } from '../app/admin-articles-screen';
import { mayReadSection } from '../app/console-access';
import { sectionOf } from '../app/console-sections';
import { sessionOpen, useSessionStore } from '../lib/session-store';
import { staffArticlesQuery } from '../features/articles-admin/queries';
import { categoriesQuery } from '../features/categories-admin/queries';
import { imagesQuery } from '../features/images/queries';
import { picturesQuery } from '../features/pictures/queries';

export const Component = AdminArticlesScreen;

/**
 * Reads what the workspace shows (the page of the article list the address names) only when a session is open and
 * its role may edit articles; without one the gate is shown and nothing is fetched.
 */
export async function loader({ queryClient, url }: LoaderArgs): Promise<void> {
  const session = useSessionStore.getState();
  if (!sessionOpen()) {
    // A session opened earlier in the tab may have passed its expiry time: the gate says so.
    if (session.signedIn) session.expire();
    return;
  }
  if (!(await mayReadSection(queryClient, sectionOf('articles')!))) return;
  await Promise.all([
    readQuery(queryClient, staffArticlesQuery(pageNumberIn(url.searchParams))),
    readQuery(queryClient, categoriesQuery),
    readQuery(queryClient, imagesQuery),
    readQuery(queryClient, picturesQuery),
  ]);
}

export function head(): PageMeta {
  return { title: 'Управление на статии', robots: 'noindex, nofollow' };
}
