// Exposed as 'admin/AdminConsolePage': the route module of the console's sections at /admin/{section}
// (courses, events, lectors, categories, pictures), behind the same password gate as the articles.
import type { PageMeta } from '@site/shared';
import type { QueryClient } from '@tanstack/react-query';
import { readQuery, type LoaderArgs } from '@site/shared/data';
import { AdminConsoleScreen } from '../app/admin-console-screen';
import { sectionOf } from '../app/console-sections';
import { currentToken, useSessionStore } from '../lib/session-store';
import { categoriesQuery } from '../features/article-form/queries';
import { staffCoursesQuery } from '../features/courses-admin/queries';
import { staffEventsQuery } from '../features/events-admin/queries';
import { staffLecturersQuery } from '../features/lecturers-admin/queries';
import { picturesQuery } from '../features/pictures/queries';
import { staffPromotionsQuery } from '../features/promotions-admin/queries';

export const Component = AdminConsoleScreen;

const READS = {
  courses: (client: QueryClient) => [readQuery(client, staffCoursesQuery), readQuery(client, staffLecturersQuery), readQuery(client, picturesQuery)],
  events: (client: QueryClient) => [readQuery(client, staffEventsQuery), readQuery(client, picturesQuery)],
  lectors: (client: QueryClient) => [readQuery(client, staffLecturersQuery), readQuery(client, picturesQuery)],
  categories: (client: QueryClient) => [readQuery(client, categoriesQuery)],
  promotions: (client: QueryClient) => [readQuery(client, staffPromotionsQuery)],
  pictures: (client: QueryClient) => [readQuery(client, picturesQuery)],
};

/** Reads what the section shows only when a session is open; without a token the gate is shown and nothing is fetched. */
export async function loader({ params, queryClient }: LoaderArgs): Promise<void> {
  const section = sectionOf(params.section);
  if (!section || section.segment === 'articles') return;
  if (!currentToken()) {
    const session = useSessionStore.getState();
    if (session.token) session.expire();
    return;
  }
  await Promise.all(READS[section.segment](queryClient));
}

export function head(_data: unknown, url: URL): PageMeta {
  const section = sectionOf(url.pathname.split('/')[2]);
  return { title: section?.title ?? 'Разделът не е намерен', robots: 'noindex, nofollow' };
}
