import { eventHasPassed, formatEventDates } from './event-dates';
import { todayInSofia } from './sofia-dates';

describe('formatEventDates', () => {
  it('names the day and the next day within one month', () => {
    expect(formatEventDates('2026-03-14')).toBe('14 и 15 март 2026 г.');
  });

  it('names both months when the next day is in the next month', () => {
    expect(formatEventDates('2027-01-31')).toBe('31 януари и 1 февруари 2027 г.');
    expect(formatEventDates('2026-04-30')).toBe('30 април и 1 май 2026 г.');
  });

  it('knows the length of February', () => {
    expect(formatEventDates('2026-02-28')).toBe('28 февруари и 1 март 2026 г.');
    expect(formatEventDates('2028-02-28')).toBe('28 и 29 февруари 2028 г.');
  });

  it('names both years across a year end', () => {
    expect(formatEventDates('2026-12-31')).toBe('31 декември 2026 г. и 1 януари 2027 г.');
  });

  it('reads a timestamp as the Sofia calendar day', () => {
    expect(formatEventDates('2026-03-13T22:30:00Z')).toBe('14 и 15 март 2026 г.');
  });
});

describe('todayInSofia and eventHasPassed', () => {
  it("gives Sofia's date, not UTC's, around midnight", () => {
    expect(todayInSofia(new Date('2026-11-22T21:59:00Z'))).toBe('2026-11-22');
    expect(todayInSofia(new Date('2026-11-22T22:00:00Z'))).toBe('2026-11-23');
    expect(todayInSofia(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
  });

  it('counts an event as passed from the day after its first day', () => {
    expect(eventHasPassed('2026-11-21', '2026-11-22')).toBe(true);
    expect(eventHasPassed('2026-11-22', '2026-11-22')).toBe(false);
    expect(eventHasPassed('2026-12-31', '2026-11-22')).toBe(false);
  });
});
