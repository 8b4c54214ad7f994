import type { Course } from '@site/shared';
import { cachedRequest, requestData } from '@site/shared/api-client';

/** Active courses, shared with the catalog remote through the one request cache. */
export function fetchActiveCourses(): Promise<Course[]> {
  return cachedRequest('courses/active', () => requestData<Course[]>({ url: '/courses/active' }));
}
