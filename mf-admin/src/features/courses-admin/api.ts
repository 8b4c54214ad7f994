// The administrator's calls on courses and VIP packages: every course (inactive ones too), save, status and order, delete.
import type { Course, CourseInput, StatusAndOrder } from '@site/shared';
import { bearer, requestData } from '@site/shared/api-client';

export function listAllCourses(): Promise<Course[]> {
  return requestData<Course[]>({ method: 'GET', url: '/courses' });
}

export function saveCourse(token: string, input: CourseInput, id: number | null): Promise<Course> {
  return id === null
    ? requestData<Course>({ method: 'POST', url: '/courses', data: input, headers: bearer(token) })
    : requestData<Course>({ method: 'PUT', url: `/courses/${id}`, data: { ...input, id }, headers: bearer(token) });
}

export function changeCourse(token: string, id: number, change: StatusAndOrder): Promise<Course> {
  return requestData<Course>({ method: 'PATCH', url: `/courses/${id}`, data: change, headers: bearer(token) });
}

export async function deleteCourse(token: string, id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/courses/${id}`, headers: bearer(token) });
}
