// Every lecturer, inactive ones too (a staff read with the session's token): the console's list and the
// choices of a course's lecturers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { useSessionStore } from '../../lib/session-store';
import { withStaffToken } from '../../lib/staff-read';
import { listAllLecturers } from './api';

export const staffLecturersQuery = queryOptions({
  queryKey: queryKeys.lectors.every(),
  queryFn: () => withStaffToken(listAllLecturers),
  meta: { errorContext: 'Admin lecturer list' },
});

export function useStaffLecturers() {
  const signedIn = useSessionStore((state) => state.token !== null);
  return useQuery({ ...staffLecturersQuery, enabled: signedIn });
}
