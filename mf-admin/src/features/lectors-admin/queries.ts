// Every lecturer, inactive ones too (a staff read with the session's token): the console's list and the
// choices of a course's lecturers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { useSessionStore } from '../../lib/session-store';
import { withStaffToken } from '../../lib/staff-read';
import { listAllLectors } from './api';

export const staffLectorsQuery = queryOptions({
  queryKey: queryKeys.lectors.every(),
  queryFn: () => withStaffToken(listAllLectors),
  meta: { errorContext: 'Admin lecturer list' },
});

export function useStaffLectors() {
  const signedIn = useSessionStore((state) => state.token !== null);
  return useQuery({ ...staffLectorsQuery, enabled: signedIn });
}
