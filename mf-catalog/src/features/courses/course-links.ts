// Where a course is shown: VIP packages have their own page.
import type { Course } from '@site/shared';
import { isVipPackage } from '@site/shared/course-kind';

export function coursePath(course: Pick<Course, 'slug' | 'title'>): string {
  return isVipPackage(course.title) ? `/vip-package/${course.slug}` : `/courses/${course.slug}`;
}
