// Exposed as 'catalog/CourseDetailPage': the route module of /courses/{slug}.
import type { Course, PageMeta } from '@site/shared';
import { isVipPackage } from '@site/shared/course-kind';
import type { LoaderArgs } from '@site/shared/data';
import { readQuery } from '@site/shared/data';
import { replace } from 'shell/router';
import { COURSE_NOT_FOUND_TEXT, CourseDetailPage } from '../features/courses/components/course-detail-page';
import { courseBySlugQuery } from '../features/courses/queries';

import { pageMetaAt } from '@site/shared/site-seo';
import { breadcrumbJsonLd, courseJsonLd, jsonLdGraph } from '@site/shared/structured-data';
export const Component = CourseDetailPage;

/** The course, or undefined for an unknown slug (the page shows its not-found text). */
export async function loader({ params, queryClient }: LoaderArgs): Promise<Course | undefined> {
  const slug = params.slug ?? '';
  const course = await readQuery(queryClient, courseBySlugQuery(slug, 'Course page'));
  // A VIP package has its own page. `replace`, not `redirect`: opened from an address or history,
  // a pushed redirect would leave /courses/{slug} behind it and Back would only redirect again.
  if (course && isVipPackage(course.title)) throw replace(`/vip-package/${slug}`);
  return course;
}

// The shell hands over what the loader returned, or null when it returned nothing.
export function head(course: Course | undefined | null, url: URL): PageMeta {
  if (!course) return { title: COURSE_NOT_FOUND_TEXT, robots: 'noindex' };
  const canonical = url.origin + url.pathname;
  return pageMetaAt(
    url,
    { title: course.title, description: course.shortDescription },
    jsonLdGraph(
      courseJsonLd(course, canonical, url.origin),
      breadcrumbJsonLd(url.origin, [{ name: 'Курсове', path: '/courses' }, { name: course.title, path: url.pathname }]),
    ),
  );
}
