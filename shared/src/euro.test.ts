import { bgnToEuroCents, divideRoundHalfUp, EURO_NOTICE, formatEuro, formatLeva } from './euro';

describe('euro prices', () => {
  it('converts the spec examples', () => {
    expect(formatEuro(999)).toBe('510.78 €');
    expect(formatEuro(2199)).toBe('1124.33 €');
  });

  it('converts the seeded course prices', () => {
    expect(formatEuro(490)).toBe('250.53 €');
    expect(formatEuro(1290)).toBe('659.57 €');
    expect(formatEuro(0)).toBe('0.00 €');
  });

  it('rounds half up on exact integer cents', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(3n, 2n)).toBe(2n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(149n, 100n)).toBe(1n);
    expect(divideRoundHalfUp(150n, 100n)).toBe(2n);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('rounds just below and just above half a cent the right way', () => {
    // 0.01 лв = 0.511… cents → 1 cent; 0.02 лв = 1.0225… → 1 cent; 0.03 лв = 1.5338… → 2 cents.
    expect(bgnToEuroCents(0.01)).toBe(1n);
    expect(bgnToEuroCents(0.02)).toBe(1n);
    expect(bgnToEuroCents(0.03)).toBe(2n);
    // 1.95583 лв is exactly 1 €; as a price it is first taken to whole stotinki (1.96 лв → 1.0021 €).
    expect(formatEuro(1.96)).toBe('1.00 €');
    // 19.56 лв = 1000.087… cents; floating point division gives the same, integer cents must too.
    expect(formatEuro(19.56)).toBe('10.00 €');
  });

  it('is not misled by binary fractions of the price', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(bgnToEuroCents(0.29)).toBe(15n);
  });

  it('formats leva with or without stotinki', () => {
    expect(formatLeva(999)).toBe('999 лв');
    expect(formatLeva(99.5)).toBe('99.50 лв');
    expect(formatLeva(0)).toBe('0 лв');
  });

  it('cites the national bank rate and payment in leva', () => {
    expect(EURO_NOTICE).toContain('1 EUR = 1.95583 лв');
    expect(EURO_NOTICE).toContain('Българската народна банка');
    expect(EURO_NOTICE).toContain('Плащанията се извършват в лева');
  });
});
