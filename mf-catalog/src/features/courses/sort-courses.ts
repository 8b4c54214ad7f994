import type { Course } from '@site/shared';

/** Active courses in the catalogue's order (the API sorts them too; this keeps the page honest). */
export function sortByOrder(courses: Course[]): Course[] {
  return [...courses].filter((course) => course.isActive !== false).sort((a, b) => a.order - b.order);
}
