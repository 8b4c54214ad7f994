// The courses in the page's query cache: the route and section loaders fill it, the components read it.
// Each read names the screen that logs its failure (spec section 8); the key is the data's, so the
// home slider and /courses share one list, and /courses/{vip} → /vip-package/{vip} fetches the
// package once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { fetchCourseBySlug, fetchCourseSummaries } from './api';

export type ActiveCoursesScreen = 'Courses page' | 'Courses slider';
export type CourseScreen = 'Course page' | 'VIP package page' | 'Sign-up page';

export const activeCoursesQuery = (screen: ActiveCoursesScreen) =>
  queryOptions({
    queryKey: queryKeys.courses.summaries(),
    queryFn: fetchCourseSummaries,
    meta: { errorContext: screen },
  });

/** One course or VIP package; an unknown slug is an error (404) and the page shows its not-found text. */
export const courseBySlugQuery = (slug: string, screen: CourseScreen) =>
  queryOptions({
    queryKey: queryKeys.courses.bySlug(slug),
    queryFn: () => fetchCourseBySlug(slug),
    meta: { errorContext: screen },
  });

export const useActiveCourses = (screen: ActiveCoursesScreen) => useQuery(activeCoursesQuery(screen));

export const useCourseBySlug = (slug: string, screen: CourseScreen) => useQuery(courseBySlugQuery(slug, screen));
