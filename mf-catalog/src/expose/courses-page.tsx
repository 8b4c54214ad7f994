// Exposed as 'catalog/CoursesPage': the route module of /courses.
import type { LoaderArgs } from '@site/shared/data';
import { readQuery } from '@site/shared/data';
import type { PageMeta } from '@site/shared';
import { CoursesPage } from '../features/courses/components/courses-page';
import { activeCoursesQuery } from '../features/courses/queries';

export const Component = CoursesPage;

export async function loader({ queryClient }: LoaderArgs): Promise<void> {
  await readQuery(queryClient, activeCoursesQuery('Courses page'));
}

export function head(): PageMeta {
  return {
    title: 'Курсове',
    description: 'Курсове по предприемачество, бизнес планиране, продажби, финанси и лидерство, и ВИП пакети с лична менторска подкрепа.',
  };
}
