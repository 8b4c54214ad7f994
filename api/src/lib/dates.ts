// Calendar dates in the business's time zone: "today" for upcoming events and seed dates.
export const BUSINESS_TIME_ZONE = 'Europe/Sofia';

const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of the given instant in Sofia. */
export function dateInSofia(instant: Date = new Date()): string {
  return isoDate.format(instant);
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
  const start = candidates.find((instant) => dateInSofia(new Date(instant)) === date && dateInSofia(new Date(instant - 1)) !== date);
  return new Date(start ?? Math.min(...candidates));
}

/** The instant the calendar day in Sofia changes next (answers "from today on" stop being true then). */
export function nextMidnightInSofia(now: Date = new Date()): number {
  return startOfDayInSofia(addDays(dateInSofia(now), 1)).getTime();
}
