// The date line of an event: its first day and the day after (spec: /events).
import { monthName, toCalendarDate, type CalendarDate } from './bg-dates';

function nextDay({ year, month, day }: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/**
 * '14 и 15 март 2026 г.'; '31 януари и 1 февруари 2027 г.' across a month;
 * '31 декември 2026 г. и 1 януари 2027 г.' across a year.
 */
export function formatEventDates(eventDate: string): string {
  const first = toCalendarDate(eventDate);
  const second = nextDay(first);
  if (first.year !== second.year) {
    return `${first.day} ${monthName(first.month)} ${first.year} г. и ${second.day} ${monthName(second.month)} ${second.year} г.`;
  }
  if (first.month !== second.month) {
    return `${first.day} ${monthName(first.month)} и ${second.day} ${monthName(second.month)} ${second.year} г.`;
  }
  return `${first.day} и ${second.day} ${monthName(first.month)} ${first.year} г.`;
}

/** What an event's page says, and the API answers a sign-up, once the event has passed. */
export const EVENT_PASSED_TEXT = 'Това събитие вече се проведе.';

/**
 * Whether an event is over for sign-ups: from the day after its first day, in Sofia. The same rule as the
 * API's upcoming list (`/events/active`: eventDate >= today), so a page never offers what the list dropped.
 */
export function eventHasPassed(eventDate: string, today: string): boolean {
  return eventDate < today;
}
