// Exposed as 'catalog/CoursesPage': the route module of /courses.
import type { LoaderArgs } from '@site/shared/data';
import { readQuery } from '@site/shared/data';
import type { PageMeta } from '@site/shared';
import { CoursesPage } from '../features/courses/components/courses-page';
import { activeCoursesQuery } from '../features/courses/queries';
import { pageMetaAt } from '@site/shared/site-seo';
import { breadcrumbJsonLd } from '@site/shared/structured-data';

export const Component = CoursesPage;

export async function loader({ queryClient }: LoaderArgs): Promise<void> {
  await readQuery(queryClient, activeCoursesQuery('Courses page'));
}

export function head(_data: unknown, url: URL): PageMeta {
  return pageMetaAt(
    url,
    { title: 'Курсове', description: 'Курсове по предприемачество, бизнес планиране, продажби, финанси и лидерство, и ВИП пакети с лична менторска подкрепа.' },
    breadcrumbJsonLd(url.origin, [{ name: 'Курсове', path: '/courses' }]),
  );
}
