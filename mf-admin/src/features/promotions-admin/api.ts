// The administrator's calls on the home page's promotional texts.
import type { Promotion, PromotionInput } from '@site/shared';
import { requestEveryPage } from '@site/shared/paged-request';
import { staffWrites } from '../../lib/staff-writes';

export function listAllPromotions(): Promise<Promotion[]> {
  return requestEveryPage<Promotion>({ method: 'GET', url: '/promotions' });
}

export const { save: savePromotion, change: changePromotion, remove: deletePromotion } = staffWrites<Promotion, PromotionInput>('/promotions');
