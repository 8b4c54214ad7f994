// The home page's promotional texts shown today (each until its last day, as staff set it in the console).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion } from '@site/shared';
import { queryKeys } from '@site/shared/data';
import { fetchShownPromotions } from './api';

export const shownPromotionsQuery = queryOptions({
  queryKey: queryKeys.promotions.shown(),
  queryFn: fetchShownPromotions,
  meta: { errorContext: 'Home promotions' },
});

export function useShownPromotions(): Promotion[] {
  return useQuery(shownPromotionsQuery).data ?? [];
}
