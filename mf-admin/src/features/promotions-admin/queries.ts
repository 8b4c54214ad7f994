// Every promotion, ended and inactive ones too (a staff read with the session's token).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { useSessionStore } from '../../lib/session-store';
import { withStaffToken } from '../../lib/staff-read';
import { listAllPromotions } from './api';

export const staffPromotionsQuery = queryOptions({
  queryKey: queryKeys.promotions.every(),
  queryFn: () => withStaffToken(listAllPromotions),
  meta: { errorContext: 'Admin promotion list' },
});

export function useStaffPromotions() {
  const signedIn = useSessionStore((state) => state.token !== null);
  return useQuery({ ...staffPromotionsQuery, enabled: signedIn });
}
