// Course data for the catalog pages: the fetchers only (the network edge tests replace); the page's
// query cache holds what they answer (queries.ts).
import type { Course, CourseSummary } from '@site/shared';
import { requestData } from '@site/shared/api-client';

/** The active courses as cards (a tenth of /courses/active, which carries every course's modules and FAQ). */
export function fetchCourseSummaries(): Promise<CourseSummary[]> {
  return requestData<CourseSummary[]>({ url: '/courses/summaries' });
}

/** One course or VIP package; rejects (404 envelope) for an unknown slug. */
export function fetchCourseBySlug(slug: string): Promise<Course> {
  return requestData<Course>({ url: `/courses/slug/${encodeURIComponent(slug)}` });
}
