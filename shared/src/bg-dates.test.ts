import { formatLongDate, formatShortDate, formatShortDateTime, sofiaTimeToUtc, sofiaWallClock, toCalendarDate } from './bg-dates';

describe('Bulgarian dates', () => {
  it('formats a plain calendar date without shifting it', () => {
    expect(formatLongDate('2025-08-05')).toBe('5 август 2025 г.');
    expect(formatShortDate('2026-03-14')).toBe('14.03.2026 г.');
  });

  it('reads a timestamp in Sofia time', () => {
    // 22:30 UTC on 31 December is already 1 January in Sofia (UTC+2).
    expect(toCalendarDate('2025-12-31T22:30:00Z')).toEqual({ year: 2026, month: 1, day: 1 });
    expect(formatLongDate(new Date('2025-08-05T09:00:00Z'))).toBe('5 август 2025 г.');
  });

  it('finds the instant of a Sofia date and time, summer and winter, and on both days the clocks change', () => {
    expect(sofiaTimeToUtc(2026, 3, 14, 10, 0).toISOString()).toBe('2026-03-14T08:00:00.000Z');
    expect(sofiaTimeToUtc(2026, 7, 4, 9, 30).toISOString()).toBe('2026-07-04T06:30:00.000Z');
    // 29 March 2026: 03:00 becomes 04:00; 25 October 2026: 04:00 becomes 03:00 (the first 03:30 is taken).
    expect(sofiaTimeToUtc(2026, 3, 29, 10, 0).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(sofiaTimeToUtc(2026, 10, 25, 10, 0).toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(sofiaTimeToUtc(2026, 10, 25, 3, 30).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('rejects what is not a date', () => {
    expect(() => formatLongDate('вчера')).toThrow(RangeError);
    expect(() => formatShortDateTime('вчера')).toThrow(RangeError);
  });

  it('gives a timestamp its day and 24-hour time in Sofia, summer and winter', () => {
    expect(formatShortDateTime('2025-08-05T09:05:00Z')).toBe('05.08.2025 г., 12:05');
    expect(formatShortDateTime('2025-12-31T22:30:00Z')).toBe('01.01.2026 г., 00:30');
  });

  it("reads Sofia's wall clock as the time-zone database does, from 2000 to 2039", () => {
    // 'sv-SE' writes '2025-08-05 12:05', the ISO order.
    const sofia = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Sofia', dateStyle: 'short', timeStyle: 'short' });
    const mismatches: string[] = [];
    const check = (date: Date) => {
      const actual = sofiaWallClock(date).toISOString().slice(0, 16).replace('T', ' ');
      if (actual !== sofia.format(date)) mismatches.push(`${date.toISOString()}: ${actual} ≠ ${sofia.format(date)}`);
    };
    for (let year = 2000; year < 2040; year++) {
      // Noon every day, and every hour of March and October, with the minute before each (the clocks
      // change at 01:00 UTC).
      for (let time = Date.UTC(year, 0, 1, 12); time < Date.UTC(year + 1, 0, 1); time += 24 * 3_600_000) check(new Date(time));
      for (const month of [2, 9]) {
        for (let time = Date.UTC(year, month, 1); time < Date.UTC(year, month + 1, 1); time += 3_600_000) {
          check(new Date(time - 60_000));
          check(new Date(time));
        }
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
