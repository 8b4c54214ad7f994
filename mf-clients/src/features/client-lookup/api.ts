// The two staff lookup calls. They return the whole envelope, also for 401/404 answers, because the
// screens show the server's `message` when `success` is false; only a call with no envelope throws.
import type { Client, Envelope, Paged } from '@site/shared';
import { requestEnvelope } from '@site/shared/api-client';

/** GET /api/clients/by-email: whatever was typed is sent, unvalidated (spec section 5). */
export function fetchClientByEmail(email: string, token: string): Promise<Envelope<Client | null>> {
  return requestEnvelope<Client | null>({ method: 'GET', url: '/clients/by-email', params: { email, token } });
}

/** GET /api/clients/filtered: its first page (the newest registrations), with how many match in all. */
export async function fetchFilteredClients(token: string): Promise<Envelope<Paged<Client> | null>> {
  const { data, page, ...answer } = await requestEnvelope<Client[] | null>({ method: 'GET', url: '/clients/filtered', params: { token } });
  if (data === null) return { ...answer, data: null };
  return { ...answer, data: { items: data, page: page ?? { number: 1, size: Math.max(1, data.length), total: data.length } } };
}
