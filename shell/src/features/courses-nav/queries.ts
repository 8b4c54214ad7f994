// The footer's course links in the page's query cache (fetchers stay in api.ts, the network edge
// that tests replace).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseLink } from '@site/shared';
import { queryKeys } from '@site/shared/data';
import { fetchCourseLinks } from './api';

export const courseLinksQuery = queryOptions({
  queryKey: queryKeys.courses.links(),
  queryFn: fetchCourseLinks,
  meta: { errorContext: 'Footer courses' },
});

export function useCourseLinks(): CourseLink[] {
  return useQuery(courseLinksQuery).data ?? [];
}
