// The administrator's calls on courses and VIP packages: every course (inactive ones too), save, status and order, delete.
import type { Course, CourseInput } from '@site/shared';
import { requestData } from '@site/shared/api-client';
import { staffWrites } from '../../lib/staff-writes';

export function listAllCourses(): Promise<Course[]> {
  return requestData<Course[]>({ method: 'GET', url: '/courses' });
}

export const { save: saveCourse, change: changeCourse, remove: deleteCourse } = staffWrites<Course, CourseInput>('/courses');
