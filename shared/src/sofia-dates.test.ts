import { addDays, nextMidnightInSofia, todayInSofia } from './sofia-dates';

describe('dates', () => {
  it('gives the calendar day in Sofia, not in UTC', () => {
    expect(todayInSofia(new Date('2026-03-14T22:30:00Z'))).toBe('2026-03-15');
    expect(todayInSofia(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01');
  });

  it('finds the next midnight in Sofia in winter and in summer time', () => {
    expect(new Date(nextMidnightInSofia(new Date('2026-01-10T12:00:00Z'))).toISOString()).toBe('2026-01-10T22:00:00.000Z');
    expect(new Date(nextMidnightInSofia(new Date('2026-07-10T21:30:00Z'))).toISOString()).toBe('2026-07-11T21:00:00.000Z');
    // The night the clocks go forward (29 March 2026): midnight is still UTC+2.
    expect(new Date(nextMidnightInSofia(new Date('2026-03-28T12:00:00Z'))).toISOString()).toBe('2026-03-28T22:00:00.000Z');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
