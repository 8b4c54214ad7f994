// Course data for the catalog pages: the fetchers only (the network edge tests replace); the page's
// query cache holds what they answer (queries.ts).
import type { Course } from '@site/shared';
import { requestData } from '@site/shared/api-client';

export function fetchActiveCourses(): Promise<Course[]> {
  return requestData<Course[]>({ url: '/courses/active' });
}

/** One course or VIP package; rejects (404 envelope) for an unknown slug. */
export function fetchCourseBySlug(slug: string): Promise<Course> {
  return requestData<Course>({ url: `/courses/slug/${encodeURIComponent(slug)}` });
}
