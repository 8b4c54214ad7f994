import {
  amountInputText,
  divideRoundHalfUp,
  euroToLeva,
  formatEuro,
  isDualDisplay,
  levaToEuro,
  priceNotice,
  priceText,
  parseAmountInput,
  showPrice,
} from './money';

/** Noon of a calendar day in Sofia (summer time). */
const day = (date: string) => new Date(`${date}T12:00:00+03:00`);

describe('money', () => {
  it('converts stored leva to euro as the changeover does: ÷ 1.95583, half-up to the cent', () => {
    expect(levaToEuro(490)).toBe(250.53);
    expect(levaToEuro(999)).toBe(510.78);
    expect(levaToEuro(2199)).toBe(1124.33);
    expect(levaToEuro(1290)).toBe(659.57);
    expect(levaToEuro(777)).toBe(397.27);
    expect(levaToEuro(0)).toBe(0);
    // 0.01 лв = 0.511… cents → 1 cent; 0.02 лв = 1.0225… → 1 cent; 0.03 лв = 1.5338… → 2 cents.
    expect(levaToEuro(0.01)).toBe(0.01);
    expect(levaToEuro(0.02)).toBe(0.01);
    expect(levaToEuro(0.03)).toBe(0.02);
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(levaToEuro(0.29)).toBe(0.15);
  });

  it('converts euro to leva to the stotinka for the dual display', () => {
    // Stored euro amounts came from leva rounded to the cent, so the way back may differ by a stotinka.
    expect(euroToLeva(250.53)).toBe(489.99);
    expect(euroToLeva(1124.33)).toBe(2199);
    expect(euroToLeva(1)).toBe(1.96);
    expect(euroToLeva(510.78)).toBe(999);
  });

  it('rounds half up on exact integers', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(3n, 2n)).toBe(2n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(149n, 100n)).toBe(1n);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('writes euro the Bulgarian way', () => {
    expect(formatEuro(250.53)).toBe('250,53\u00a0€');
    expect(formatEuro(1190)).toBe('1190,00\u00a0€');
    expect(formatEuro(12345.6)).toBe('12\u00a0345,60\u00a0€');
    expect(formatEuro(1124.33)).toBe('1124,33\u00a0€');
  });

  it('shows euro first and leva beside it up to and including 8 August 2026', () => {
    for (const date of ['2025-08-08', '2025-12-31', '2026-01-01', '2026-08-08']) {
      expect(isDualDisplay(day(date))).toBe(true);
      expect(showPrice(250.53, day(date))).toEqual({ euro: '250,53\u00a0€', leva: '489,99\u00a0лв.' });
      expect(priceText(250.53, day(date))).toBe('250,53\u00a0€ (489,99\u00a0лв.)');
      expect(priceNotice(day(date))).toContain('1\u00a0€ = 1,95583\u00a0лв.');
    }
  });

  it('shows euro only, with no notice about leva, from 9 August 2026 on', () => {
    for (const date of ['2026-08-09', '2026-11-28', '2030-01-01']) {
      expect(isDualDisplay(day(date))).toBe(false);
      expect(showPrice(250.53, day(date))).toEqual({ euro: '250,53\u00a0€', leva: null });
      expect(priceText(250.53, day(date))).toBe('250,53\u00a0€');
      expect(priceNotice(day(date))).toBeNull();
    }
  });

  it('changes at midnight in Sofia, not in UTC', () => {
    // 23:30 on 8 August in Sofia is 20:30 UTC; 00:30 on 9 August in Sofia is still 8 August in UTC.
    expect(isDualDisplay(new Date('2026-08-08T23:30:00+03:00'))).toBe(true);
    expect(isDualDisplay(new Date('2026-08-09T00:30:00+03:00'))).toBe(false);
  });

  it('reads and writes amounts as staff type them: a comma or a point, at most two decimals', () => {
    expect(amountInputText(250.53)).toBe('250,53');
    expect(amountInputText(1190)).toBe('1190,00');
    expect(amountInputText(null)).toBe('');
    expect(parseAmountInput(' 250,53 ')).toBe(250.53);
    expect(parseAmountInput('1 190.5')).toBe(1190.5);
    expect(parseAmountInput('-1')).toBe(-1);
    expect(parseAmountInput('250,534')).toBeNaN();
    expect(parseAmountInput('сто')).toBeNaN();
    expect(parseAmountInput('')).toBeNaN();
  });
});
