// Every course, inactive ones too, for the console's list; any course change refreshes every course read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { listAllCourses } from './api';

export const staffCoursesQuery = queryOptions({
  queryKey: queryKeys.courses.every(),
  queryFn: listAllCourses,
  meta: { errorContext: 'Admin course list' },
});

export const useStaffCourses = () => useQuery(staffCoursesQuery);
