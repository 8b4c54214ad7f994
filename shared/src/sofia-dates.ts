// Calendar dates in the business's time zone: "today" for upcoming events and promotions, seed dates,
// date filters; the same on the server and in the browser.
import { toCalendarDate } from './bg-dates';

export const BUSINESS_TIME_ZONE = 'Europe/Sofia';

/** YYYY-MM-DD of the given instant in Sofia (computed, not asked of Intl: see sofiaWallClock). */
export function todayInSofia(instant: Date = new Date()): string {
  const { year, month, day } = toCalendarDate(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** YYYY-MM-DD plus a number of calendar days (may be negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return shifted.toISOString().slice(0, 10);
}

/** The instant a calendar day (YYYY-MM-DD) starts in Sofia. */
export function startOfDayInSofia(date: string): Date {
  // Sofia is UTC+2 in winter and UTC+3 in summer; the right offset is the one at which that day starts.
  const candidates = ['+03:00', '+02:00'].map((offset) => Date.parse(`${date}T00:00:00${offset}`));
  const start = candidates.find((instant) => todayInSofia(new Date(instant)) === date && todayInSofia(new Date(instant - 1)) !== date);
  return new Date(start ?? Math.min(...candidates));
}

/** The instant the calendar day in Sofia changes next (answers "from today on" stop being true then). */
export function nextMidnightInSofia(now: Date = new Date()): number {
  return startOfDayInSofia(addDays(todayInSofia(now), 1)).getTime();
}
