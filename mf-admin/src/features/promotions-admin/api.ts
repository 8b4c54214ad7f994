// The administrator's calls on the home page's promotional texts.
import type { Promotion, PromotionInput, StatusAndOrder } from '@site/shared';
import { bearer, requestData } from '@site/shared/api-client';

export function listAllPromotions(token: string): Promise<Promotion[]> {
  return requestData<Promotion[]>({ method: 'GET', url: '/promotions', headers: bearer(token) });
}

export function savePromotion(token: string, input: PromotionInput, id: number | null): Promise<Promotion> {
  return id === null
    ? requestData<Promotion>({ method: 'POST', url: '/promotions', data: input, headers: bearer(token) })
    : requestData<Promotion>({ method: 'PUT', url: `/promotions/${id}`, data: { ...input, id }, headers: bearer(token) });
}

export function changePromotion(token: string, id: number, change: StatusAndOrder): Promise<Promotion> {
  return requestData<Promotion>({ method: 'PATCH', url: `/promotions/${id}`, data: change, headers: bearer(token) });
}

export async function deletePromotion(token: string, id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/promotions/${id}`, headers: bearer(token) });
}
