// The active courses as the catalogue page and the home slider list them, and what both say when there are none.
import type { CourseSummary } from '@site/shared';

export const NO_COURSES_TEXT = 'Няма налични курсове в момента.';

/** Active courses in the catalogue's order (the API sorts them too; this keeps the page honest). */
export function sortByOrder<T extends Pick<CourseSummary, 'isActive' | 'order'>>(courses: T[]): T[] {
  return [...courses].filter((course) => course.isActive !== false).sort((a, b) => a.order - b.order);
}
