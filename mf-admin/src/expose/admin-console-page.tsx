// Exposed as 'admin/AdminConsolePage': the route module of the console's sections at /admin/{section}
// (courses, events, lectors, categories, promotions, pictures, mail, releases, team, profile, audit, backups), behind the same password
// gate as the articles.
import type { PageMeta } from '@site/shared';
import type { QueryClient } from '@tanstack/react-query';
import { readQuery, type LoaderArgs } from '@site/shared/data';
import { AdminConsoleScreen } from '../app/admin-console-screen';
import { linkPageOf, linkPageTitles } from '../features/auth/link-pages';
import { mayReadSection } from '../app/console-access';
import { sectionOf, type ConsoleSegment } from '../app/console-sections';
import { sessionOpen, useSessionStore } from '../lib/session-store';
import { categoriesQuery } from '../features/categories-admin/queries';
import { staffCoursesQuery } from '../features/courses-admin/queries';
import { staffEventsQuery } from '../features/events-admin/queries';
import { staffLectorsQuery } from '../features/lectors-admin/queries';
import { mailViewFromSearch } from '../features/mail/mail-search';
import { outboxListQuery, outboxMessageQuery } from '../features/mail/queries';
import { picturesQuery } from '../features/pictures/queries';
import { staffPromotionsQuery } from '../features/promotions-admin/queries';
import { releasesQuery } from '../features/releases/queries';
import { personalTokensQuery, sessionsQuery } from '../features/profile/queries';
import { sharedTokenQuery, staffPolicyQuery, staffQuery } from '../features/team/queries';
import { backupsQuery } from '../features/backups/queries';

export const Component = AdminConsoleScreen;

function mailReads(client: QueryClient, url: URL) {
  const { status, message } = mailViewFromSearch(url.searchParams);
  return [readQuery(client, outboxListQuery(status)), ...(message === null ? [] : [readQuery(client, outboxMessageQuery(message))])];
}

const READS: Record<Exclude<ConsoleSegment, 'articles'>, (client: QueryClient, url: URL) => Promise<unknown>[]> = {
  courses: (client: QueryClient) => [readQuery(client, staffCoursesQuery), readQuery(client, staffLectorsQuery), readQuery(client, picturesQuery)],
  events: (client: QueryClient) => [readQuery(client, staffEventsQuery), readQuery(client, picturesQuery)],
  lectors: (client: QueryClient) => [readQuery(client, staffLectorsQuery), readQuery(client, picturesQuery)],
  categories: (client: QueryClient) => [readQuery(client, categoriesQuery)],
  promotions: (client: QueryClient) => [readQuery(client, staffPromotionsQuery)],
  pictures: (client: QueryClient) => [readQuery(client, picturesQuery)],
  mail: mailReads,
  releases: (client: QueryClient) => [readQuery(client, releasesQuery)],
  team: (client: QueryClient) => [readQuery(client, staffQuery), readQuery(client, staffPolicyQuery), readQuery(client, sharedTokenQuery)],
  profile: (client: QueryClient) => [readQuery(client, sessionsQuery), readQuery(client, personalTokensQuery)],
  audit: (client: QueryClient) => [readQuery(client, staffQuery)],
  backups: (client: QueryClient) => [readQuery(client, backupsQuery)],
};

/**
 * Reads what the section shows only when a session is open and may use it; without one the gate is shown and
 * nothing is fetched. Who is signed in is read first (once a session): the menu and the section depend on the role.
 */
export async function loader({ params, url, queryClient }: LoaderArgs): Promise<void> {
  const section = sectionOf(params.section);
  if (!section || section.segment === 'articles') return;
  if (!sessionOpen()) {
    const session = useSessionStore.getState();
    if (session.signedIn) session.expire();
    return;
  }
  if (await mayReadSection(queryClient, section)) await Promise.all(READS[section.segment](queryClient, url));
}

export function head(_data: unknown, url: URL): PageMeta {
  const segment = url.pathname.split('/')[2];
  const section = sectionOf(segment);
  const linkPage = linkPageOf(segment);
  const title = linkPage ? linkPageTitles[linkPage] : (section?.title ?? 'Разделът не е намерен');
  return { title, robots: 'noindex, nofollow' };
}
