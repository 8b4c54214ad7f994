// Bulgarian date formatting. Timestamps are shown in the company's time zone, whatever the reader's.
export const BG_MONTHS = [
  'януари', 'февруари', 'март', 'април', 'май', 'юни',
  'юли', 'август', 'септември', 'октомври', 'ноември', 'декември',
] as const;

const TIME_ZONE = 'Europe/Sofia';

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
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
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

const sofiaClock = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '05.08.2025 г., 12:30': a timestamp's day and time in Sofia. */
export function formatShortDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return `${formatShortDate(date)}, ${sofiaClock.format(date)}`;
}
