// Course data for the catalog pages. The active list shares its cache key with the shell's footer,
// so one visit fetches it once (the request cache lives in the federated `shared` singleton).
import type { Course } from '@site/shared';
import { cachedRequest, requestData } from '@site/shared/api-client';

export function fetchActiveCourses(): Promise<Course[]> {
  return cachedRequest('courses/active', () => requestData<Course[]>({ url: '/courses/active' }));
}

/** One course or VIP package; rejects (404 envelope) for an unknown slug. */
export function fetchCourseBySlug(slug: string): Promise<Course> {
  // Cached so that /courses/{vip} → /vip-package/{vip} does not fetch the package twice.
  return cachedRequest(`courses/slug/${slug}`, () => requestData<Course>({ url: `/courses/slug/${encodeURIComponent(slug)}` }));
}
