// Upcoming events for /events and one event for /events/{slug}.
import type { EventItem } from '@site/shared';
import { cachedRequest, requestData } from '@site/shared/api-client';

export function fetchActiveEvents(): Promise<EventItem[]> {
  return cachedRequest('events/active', () => requestData<EventItem[]>({ url: '/events/active' }));
}

/** One event; rejects (404 envelope) for an unknown slug. */
export function fetchEventBySlug(slug: string): Promise<EventItem> {
  return cachedRequest(`events/slug/${slug}`, () => requestData<EventItem>({ url: `/events/slug/${encodeURIComponent(slug)}` }));
}
