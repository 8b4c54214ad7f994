// Exposed as 'catalog/CoursesPage': the route module of /courses.
import type { LoaderArgs } from '@site/shared/data';
import { readQuery } from '@site/shared/data';
import type { PageMeta, Picture } from '@site/shared';
import { picturePreload } from '@site/shared/pictures';
import { PICTURE_SIZES } from '../components/placeholder-image';
import { sortByOrder } from '../features/courses/sort-courses';
import { CoursesPage } from '../features/courses/components/courses-page';
import { activeCoursesQuery } from '../features/courses/queries';
import { pageMetaAt } from '@site/shared/site-seo';
import { breadcrumbJsonLd } from '@site/shared/structured-data';

export const Component = CoursesPage;

/** The first card's picture: the page's largest element on a phone. */
export async function loader({ queryClient }: LoaderArgs): Promise<{ firstPicture: Picture | null }> {
  const courses = await readQuery(queryClient, activeCoursesQuery('Courses page'));
  return { firstPicture: sortByOrder(courses ?? [])[0]?.picture ?? null };
}

export function head({ firstPicture }: { firstPicture: Picture | null }, url: URL): PageMeta {
  const meta = pageMetaAt(
    url,
    { title: 'Курсове', description: 'Курсове по предприемачество, бизнес планиране, продажби, финанси и лидерство, и ВИП пакети с лична менторска подкрепа.' },
    breadcrumbJsonLd(url.origin, [{ name: 'Курсове', path: '/courses' }]),
  );
  return firstPicture ? { ...meta, preloadImage: picturePreload(firstPicture, PICTURE_SIZES.card) } : meta;
}
