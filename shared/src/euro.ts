// Dual price display (spec section 9): BGN prices with their euro equivalent at the fixed rate.

/** 1 EUR = 1.95583 BGN, the fixed rate of the Bulgarian National Bank. */
export const BGN_PER_EUR = 1.95583;

// The rate as an integer ratio (195583 / 100000), so the conversion never touches binary fractions.
const RATE_NUMERATOR = 195_583n;
const RATE_DENOMINATOR = 100_000n;

/** The notice shown beside euro prices: the official rate, and that payment is made in leva. */
export const EURO_NOTICE =
  'Цените в евро са изчислени по официалния фиксиран курс на Българската народна банка: 1 EUR = 1.95583 лв. ' +
  'Сумите в евро са информативни и са закръглени математически до 0.01 EUR. ' +
  'Плащанията се извършват в лева до официалното въвеждане на еврото; двойното обозначаване на цените продължава до 08.08.2026 г.';

/** `numerator / denominator` rounded half away from zero, in exact integer arithmetic. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** A BGN amount in whole stotinki. Prices carry at most two decimals; anything finer is rounded first. */
function toStotinki(bgn: number): bigint {
  if (!Number.isFinite(bgn)) throw new RangeError(`Not a price: ${bgn}`);
  // toFixed(2) rounds the decimal representation, so 0.29 becomes 29 and not 28.999….
  return BigInt(bgn.toFixed(2).replace('.', ''));
}

/** The euro equivalent of a BGN price in euro cents, rounded half-up to the cent. */
export function bgnToEuroCents(bgn: number): bigint {
  return divideRoundHalfUp(toStotinki(bgn) * RATE_DENOMINATOR, RATE_NUMERATOR);
}

function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = absolute / 100n;
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** '510.78 €' for 999 (BGN). */
export function formatEuro(bgn: number): string {
  return `${formatCents(bgnToEuroCents(bgn))} €`;
}

/** '999 лв' for 999; '99.50 лв' when the price has stotinki. */
export function formatLeva(bgn: number): string {
  const cents = toStotinki(bgn);
  return `${cents % 100n === 0n ? (cents / 100n).toString() : formatCents(cents)} лв`;
}
