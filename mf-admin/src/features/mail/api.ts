// The outbox as staff read it: the list (all, or one status), one message as its recipient gets it, and
// sending a failed one again. Each call goes in the staff session (its cookie).
import type { MailStatus, OutboxMessage, OutboxMessageDetail } from '@site/shared/contracts/outbox';
import { requestData } from '@site/shared/api-client';

/** GET /api/outbox: newest first; `status` null lists every message. */
export function listOutbox(status: MailStatus | null): Promise<OutboxMessage[]> {
  return requestData<OutboxMessage[]>({ method: 'GET', url: '/outbox', params: status ? { status } : undefined });
}

/** GET /api/outbox/:id: with the plain text, the HTML and the attachments' names. */
export function getOutboxMessage(id: number): Promise<OutboxMessageDetail> {
  return requestData<OutboxMessageDetail>({ method: 'GET', url: `/outbox/${id}` });
}

/** POST /api/outbox/:id/retry: a failed message is queued again (409 for one that has not failed). */
export async function retryOutboxMessage(id: number): Promise<void> {
  await requestData<null>({ method: 'POST', url: `/outbox/${id}/retry` });
}
