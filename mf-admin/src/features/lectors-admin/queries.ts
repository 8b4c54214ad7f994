// Every lecturer, inactive ones too (a staff read in the staff session): the console's list and the
// choices of a course's lecturers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { useSessionStore } from '../../lib/session-store';
import { staffRead } from '../../lib/staff-read';
import { listAllLectors } from './api';

export const staffLectorsQuery = queryOptions({
  queryKey: queryKeys.lectors.every(),
  ...staffRead(listAllLectors, 'Admin lecturer list'),
});

export function useStaffLectors() {
  const signedIn = useSessionStore((state) => state.signedIn);
  return useQuery({ ...staffLectorsQuery, enabled: signedIn });
}
