import { formatLongDate, formatShortDate, formatShortDateTime, toCalendarDate } from './bg-dates';

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

  it('rejects what is not a date', () => {
    expect(() => formatLongDate('вчера')).toThrow(RangeError);
    expect(() => formatShortDateTime('вчера')).toThrow(RangeError);
  });

  it('gives a timestamp its day and 24-hour time in Sofia, summer and winter', () => {
    expect(formatShortDateTime('2025-08-05T09:05:00Z')).toBe('05.08.2025 г., 12:05');
    expect(formatShortDateTime('2025-12-31T22:30:00Z')).toBe('01.01.2026 г., 00:30');
  });
});
