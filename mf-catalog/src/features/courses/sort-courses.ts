import type { CourseSummary } from '@site/shared';

/** Active courses in the catalogue's order (the API sorts them too; this keeps the page honest). */
export function sortByOrder<T extends Pick<CourseSummary, 'isActive' | 'order'>>(courses: T[]): T[] {
  return [...courses].filter((course) => course.isActive !== false).sort((a, b) => a.order - b.order);
}
