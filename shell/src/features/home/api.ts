// The home page's own read (the network edge that tests replace): the promotional texts shown today.
import type { Promotion } from '@site/shared';
import { requestData } from '@site/shared/api-client';

export function fetchShownPromotions(): Promise<Promotion[]> {
  return requestData<Promotion[]>({ url: '/promotions/active' });
}
