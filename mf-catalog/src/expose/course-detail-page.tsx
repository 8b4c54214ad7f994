// Exposed as 'catalog/CourseDetailPage': the route module of /courses/{slug}.
import type { Course, PageMeta } from '@site/shared';
import { isVipPackage } from '@site/shared/course-kind';
import type { LoaderArgs } from '@site/shared/data';
import { readQuery } from '@site/shared/data';
import { replace } from 'shell/router';
import { CourseDetailPage } from '../features/courses/components/course-detail-page';
import { COURSE_NOT_FOUND_TEXT } from '../features/courses/course-not-found';
import { courseBySlugQuery } from '../features/courses/queries';
import { coursePageHead } from '../features/courses/course-page-head';
import { pathTo } from '@site/shared/site-paths';

export const Component = CourseDetailPage;

/** The course, or undefined for an unknown slug (the page shows its not-found text). */
export async function loader({ params, queryClient }: LoaderArgs): Promise<Course | undefined> {
  const slug = params.slug ?? '';
  const course = await readQuery(queryClient, courseBySlugQuery(slug, 'Course page'));
  // A VIP package has its own page. `replace`, not `redirect`: opened from an address or history,
  // a pushed redirect would leave /courses/{slug} behind it and Back would only redirect again.
  if (course && isVipPackage(course.title)) throw replace(pathTo('vipPackage', { slug }));
  return course;
}

// The shell hands over what the loader returned, or null when it returned nothing.
export function head(course: Course | undefined | null, url: URL): PageMeta {
  return coursePageHead(course, url, COURSE_NOT_FOUND_TEXT, true);
}
