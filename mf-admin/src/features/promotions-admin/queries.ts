// Every promotion, ended and inactive ones too (a staff read in the staff session).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { useSessionStore } from '../../lib/session-store';
import { staffRead } from '../../lib/staff-read';
import { listAllPromotions } from './api';

export const staffPromotionsQuery = queryOptions({
  queryKey: queryKeys.promotions.every(),
  ...staffRead(listAllPromotions, 'Admin promotion list'),
});

export function useStaffPromotions() {
  const signedIn = useSessionStore((state) => state.signedIn);
  return useQuery({ ...staffPromotionsQuery, enabled: signedIn });
}
