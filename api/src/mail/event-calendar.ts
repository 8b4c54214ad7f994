// The event's calendar entry (.ics, METHOD:PUBLISH) attached to an event sign-up's confirmation: both days,
// at the event's hours in Sofia when its time reads as "10:00 – 17:00", otherwise as whole days.
import { createEvent, type EventAttributes } from 'ics';
import { sofiaTimeToUtc, toCalendarDate } from '@site/shared/bg-dates';
import type { EventInMail } from './messages';
import { pathTo } from '@site/shared/site-paths';

export interface CalendarEvent extends EventInMail {
  id: number;
  slug: string;
}

/** Both hours of a "10:00 – 17:00" (or "9.30-16.30"); null when the text does not say them. */
function hoursOf(eventTime: string): { start: [number, number]; end: [number, number] } | null {
  const times = [...eventTime.matchAll(/(\d{1,2})[:.](\d{2})/g)].map((match) => [Number(match[1]), Number(match[2])] as [number, number]);
  const [start, end] = times;
  if (!start || !end || start[0] > 23 || end[0] > 23 || start[1] > 59 || end[1] > 59) return null;
  return { start, end };
}

const utcArray = (date: Date): [number, number, number, number, number] => [
  date.getUTCFullYear(),
  date.getUTCMonth() + 1,
  date.getUTCDate(),
  date.getUTCHours(),
  date.getUTCMinutes(),
];

function dayAfter(year: number, month: number, day: number): [number, number, number] {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

export function eventCalendar(event: CalendarEvent, siteOrigin: string, companyName: string): string {
  const { year, month, day } = toCalendarDate(event.eventDate);
  const hours = hoursOf(event.eventTime);
  const when: Pick<EventAttributes, 'start' | 'startInputType' | 'startOutputType' | 'endInputType' | 'endOutputType'> & { end: EventAttributes['start'] } =
    hours
      ? {
          start: utcArray(sofiaTimeToUtc(year, month, day, ...hours.start)),
          end: utcArray(sofiaTimeToUtc(year, month, day, ...hours.end)),
          startInputType: 'utc',
          startOutputType: 'utc',
          endInputType: 'utc',
          endOutputType: 'utc',
        }
      : { start: [year, month, day], end: dayAfter(year, month, day) };
  const url = new URL(pathTo('event', { slug: event.slug }), siteOrigin).href;
  const { error, value } = createEvent({
    ...when,
    // The event runs on its day and the next, at the same hours.
    recurrenceRule: 'FREQ=DAILY;COUNT=2',
    title: event.title,
    location: event.location.trim() || undefined,
    url,
    description: url,
    uid: `event-${event.id}@${new URL(siteOrigin).hostname}`,
    method: 'PUBLISH',
    productId: companyName,
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('calendar entry not made');
  return value;
}
