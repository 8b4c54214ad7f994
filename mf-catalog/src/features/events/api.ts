// Upcoming events for /events and one event for /events/{slug}: the fetchers only (the network edge
// tests replace); the page's query cache holds what they answer (queries.ts).
import type { EventItem } from '@site/shared';
import { requestData } from '@site/shared/api-client';

export function fetchActiveEvents(): Promise<EventItem[]> {
  return requestData<EventItem[]>({ url: '/events/active' });
}

/** One event; rejects (404 envelope) for an unknown slug. */
export function fetchEventBySlug(slug: string): Promise<EventItem> {
  return requestData<EventItem>({ url: `/events/slug/${encodeURIComponent(slug)}` });
}
