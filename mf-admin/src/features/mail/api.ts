// The outbox as staff read it: the list (all, or one status), one message as its recipient gets it, and
// sending a failed one again. Each call carries the administrator's token.
import type { MailStatus, OutboxMessage, OutboxMessageDetail } from '@site/shared/contracts/outbox';
import { bearer, requestData } from '@site/shared/api-client';

/** GET /api/outbox: newest first; `status` null lists every message. */
export function listOutbox(token: string, status: MailStatus | null): Promise<OutboxMessage[]> {
  return requestData<OutboxMessage[]>({ method: 'GET', url: '/outbox', params: status ? { status } : undefined, headers: bearer(token) });
}

/** GET /api/outbox/:id: with the plain text, the HTML and the attachments' names. */
export function getOutboxMessage(token: string, id: number): Promise<OutboxMessageDetail> {
  return requestData<OutboxMessageDetail>({ method: 'GET', url: `/outbox/${id}`, headers: bearer(token) });
}

/** POST /api/outbox/:id/retry: a failed message is queued again (409 for one that has not failed). */
export async function retryOutboxMessage(token: string, id: number): Promise<void> {
  await requestData<null>({ method: 'POST', url: `/outbox/${id}/retry`, headers: bearer(token) });
}
