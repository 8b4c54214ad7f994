import type { CourseLink } from '@site/shared';
import { cachedRequest, requestData } from '@site/shared/api-client';

/** Active courses as links (id, slug, title): the footer needs no more of them. */
export function fetchCourseLinks(): Promise<CourseLink[]> {
  return cachedRequest('courses/links', () => requestData<CourseLink[]>({ url: '/courses/links' }));
}
