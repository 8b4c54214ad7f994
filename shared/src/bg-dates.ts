// Bulgarian date formatting. Timestamps are shown in the company's time zone, whatever the reader's.
export const BG_MONTHS = ['януари', 'февруари', 'март', 'април', 'май', 'юни', 'юли', 'август', 'септември', 'октомври', 'ноември', 'декември'] as const;

const HOUR_MS = 3_600_000;

/**
 * 01:00 UTC on the last Sunday of a month (`monthIndex` 0–11): when EU summer time starts and ends.
 */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * The wall-clock time in Sofia as a Date whose UTC fields read it: EET (UTC+2), and EEST (UTC+3) from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, the EU rule Bulgaria
 * has followed since 1997. Computed rather than asked of Intl: a page's first Intl call initialises ICU,
 * which blocks a phone's main thread for ~80 ms while the page hydrates. A test checks it against Intl
 * hour by hour over three decades.
 */
export function sofiaWallClock(date: Date): Date {
  const year = date.getUTCFullYear();
  const time = date.getTime();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(time + (summer ? 3 : 2) * HOUR_MS);
}

/** The instant at which Sofia's clocks show this date and time (the inverse of sofiaWallClock). */
export function sofiaTimeToUtc(year: number, month: number, day: number, hour: number, minute: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  for (const offsetHours of [3, 2]) {
    const candidate = new Date(wall - offsetHours * HOUR_MS);
    if (sofiaWallClock(candidate).getTime() === wall) return candidate;
  }
  // A time the spring change skips (03:00–03:59 on its day): the moment the clocks jump.
  return new Date(wall - 2 * HOUR_MS);
}

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** The calendar day of a 'YYYY-MM-DD' date, or of a timestamp in Sofia. */
export function toCalendarDate(value: string | Date): CalendarDate {
  if (typeof value === 'string') {
    const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (plain) return { year: Number(plain[1]), month: Number(plain[2]), day: Number(plain[3]) };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const sofia = sofiaWallClock(date);
  return { year: sofia.getUTCFullYear(), month: sofia.getUTCMonth() + 1, day: sofia.getUTCDate() };
}

export function monthName(month: number): string {
  const name = BG_MONTHS[month - 1];
  if (!name) throw new RangeError(`No month ${month}`);
  return name;
}

/** '5 август 2025 г.' */
export function formatLongDate(value: string | Date): string {
  const { year, month, day } = toCalendarDate(value);
  return `${day} ${monthName(month)} ${year} г.`;
}

/** '05.08.2025 г.' */
export function formatShortDate(value: string | Date): string {
  const { year, month, day } = toCalendarDate(value);
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year} г.`;
}

/** '05.08.2025 г., 12:30': a timestamp's day and time in Sofia. */
export function formatShortDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const sofia = sofiaWallClock(date);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${formatShortDate(date)}, ${twoDigits(sofia.getUTCHours())}:${twoDigits(sofia.getUTCMinutes())}`;
}
