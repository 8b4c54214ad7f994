// The administrator's calls on events: every event (past and inactive ones too), save, activate, delete.
import type { EventInput, EventItem } from '@site/shared';
import { requestEveryPage } from '@site/shared/paged-request';
import { staffWrites } from '../../lib/staff-writes';

export function listAllEvents(): Promise<EventItem[]> {
  return requestEveryPage<EventItem>({ method: 'GET', url: '/events' });
}

/** Events are listed by date, so only their status changes with PATCH. */
export const { save: saveEvent, change: changeEvent, remove: deleteEvent } = staffWrites<EventItem, EventInput, { isActive?: boolean }>('/events');
