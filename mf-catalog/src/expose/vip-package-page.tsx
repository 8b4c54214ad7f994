// Exposed as 'catalog/VipPackagePage': the route module of /vip-package/{slug}.
import type { Course, PageMeta } from '@site/shared';
import { isVipPackage } from '@site/shared/course-kind';
import type { LoaderArgs } from '@site/shared/data';
import { readQuery } from '@site/shared/data';
import { replace } from 'shell/router';
import { VIP_NOT_FOUND_TEXT, VipPackagePage } from '../features/courses/components/vip-package-page';
import { courseBySlugQuery } from '../features/courses/queries';
import { coursePageHead } from '../features/courses/course-page-head';
import { pathTo } from '@site/shared/site-paths';

export const Component = VipPackagePage;

/** The package, or undefined for an unknown slug (the page shows its not-found text). */
export async function loader({ params, queryClient }: LoaderArgs): Promise<Course | undefined> {
  const slug = params.slug ?? '';
  const course = await readQuery(queryClient, courseBySlugQuery(slug, 'VIP package page'));
  // An ordinary course opened under /vip-package/ belongs on its own page (`replace`: see CourseDetailPage).
  if (course && !isVipPackage(course.title)) throw replace(pathTo('course', { slug }));
  return course;
}

// The shell hands over what the loader returned, or null when it returned nothing.
export function head(course: Course | undefined | null, url: URL): PageMeta {
  return coursePageHead(course, url, VIP_NOT_FOUND_TEXT);
}
