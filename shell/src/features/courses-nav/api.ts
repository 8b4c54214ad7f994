import type { CourseLink } from '@site/shared';
import { requestData } from '@site/shared/api-client';

/** Active courses as links (id, slug, title): the footer needs no more of them. */
export function fetchCourseLinks(): Promise<CourseLink[]> {
  return requestData<CourseLink[]>({ url: '/courses/links' });
}
