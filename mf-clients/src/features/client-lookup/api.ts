// The two staff lookup calls. They return the whole envelope, also for 401/404 answers, because the
// screens show the server's `message` when `success` is false; only a call with no envelope throws.
import type { Client, Envelope } from '@site/shared';
import { requestEnvelope } from '@site/shared/api-client';

/** GET /api/clients/by-email: whatever was typed is sent, unvalidated (spec section 5). */
export function fetchClientByEmail(email: string, token: string): Promise<Envelope<Client | null>> {
  return requestEnvelope<Client | null>({ method: 'GET', url: '/clients/by-email', params: { email, token } });
}

/** GET /api/clients/filtered. */
export function fetchFilteredClients(token: string): Promise<Envelope<Client[] | null>> {
  return requestEnvelope<Client[] | null>({ method: 'GET', url: '/clients/filtered', params: { token } });
}
