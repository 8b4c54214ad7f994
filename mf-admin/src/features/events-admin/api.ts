// The administrator's calls on events: every event (past and inactive ones too), save, activate, delete.
import type { EventInput, EventItem } from '@site/shared';
import { bearer, requestData } from '@site/shared/api-client';

export function listAllEvents(): Promise<EventItem[]> {
  return requestData<EventItem[]>({ method: 'GET', url: '/events' });
}

export function saveEvent(token: string, input: EventInput, id: number | null): Promise<EventItem> {
  return id === null
    ? requestData<EventItem>({ method: 'POST', url: '/events', data: input, headers: bearer(token) })
    : requestData<EventItem>({ method: 'PUT', url: `/events/${id}`, data: { ...input, id }, headers: bearer(token) });
}

/** Events are listed by date, so only their status changes here. */
export function changeEvent(token: string, id: number, change: { isActive?: boolean }): Promise<EventItem> {
  return requestData<EventItem>({ method: 'PATCH', url: `/events/${id}`, data: change, headers: bearer(token) });
}

export async function deleteEvent(token: string, id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/events/${id}`, headers: bearer(token) });
}
