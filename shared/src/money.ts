// Money as the site shows it. Amounts are stored in euro; how a price is shown depends on the day, following
// the calendar of Bulgaria's changeover to the euro (1 EUR = 1.95583 BGN since 1 January 2026): prices had to
// be shown in both currencies from 8 August 2025 to 8 August 2026, and in euro only from then on. Every page,
// e-mail, console screen and structured-data block formats money here, with the day passed in.
import { todayInSofia } from './sofia-dates';

/** The currency of every stored amount. */
export const CURRENCY = 'EUR';
export type Currency = typeof CURRENCY;

/** 1 EUR = 1.95583 BGN, the fixed rate of the changeover. */
export const BGN_PER_EUR = 1.95583;

// The rate as an integer ratio (195583 / 100000), so conversions never touch binary fractions.
const RATE_NUMERATOR = 195_583n;
const RATE_DENOMINATOR = 100_000n;

/** The last day (in Sofia) prices were shown in leva beside euro. */
export const DUAL_DISPLAY_LAST_DAY = '2026-08-08';

/** Shown under prices while they are also shown in leva. */
export const DUAL_DISPLAY_NOTICE =
  'Цените в лева са изчислени по официалния фиксиран курс на Българската народна банка: 1\u00a0€ = 1,95583\u00a0лв. ' +
  'Сумите в лева са информативни и са закръглени математически до стотинка.';

const euroFormat = new Intl.NumberFormat('bg-BG', { style: 'currency', currency: 'EUR' });
const levaFormat = new Intl.NumberFormat('bg-BG', { style: 'currency', currency: 'BGN' });

/** `numerator / denominator` rounded half away from zero, in exact integer arithmetic. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** An amount in hundredths (cents or stotinki). Amounts carry at most two decimals; finer ones are rounded first. */
function toHundredths(amount: number): bigint {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  // toFixed(2) rounds the decimal representation, so 0.29 becomes 29 and not 28.999….
  return BigInt(amount.toFixed(2).replace('.', ''));
}

const fromHundredths = (hundredths: bigint): number => Number(hundredths) / 100;

/** A leva amount in euro, as the changeover converts it: ÷ 1.95583, rounded half-up to the cent (490 → 250.53). */
export function levaToEuro(leva: number): number {
  return fromHundredths(divideRoundHalfUp(toHundredths(leva) * RATE_DENOMINATOR, RATE_NUMERATOR));
}

/** A euro amount in leva: × 1.95583, rounded half-up to the stotinka (250.53 → 490.00). */
export function euroToLeva(euro: number): number {
  return fromHundredths(divideRoundHalfUp(toHundredths(euro) * RATE_NUMERATOR, RATE_DENOMINATOR));
}

/** '250,53 €', '1190,00 €', '12 345,60 €': as Bulgarian writes euro. */
export function formatEuro(euro: number): string {
  return euroFormat.format(fromHundredths(toHundredths(euro)));
}

/** A quoted amount with its currency, for staff screens: '250,53 €'. Currency has one value, the euro. */
export function formatMoney({ amount }: { amount: number; currency: Currency }): string {
  return formatEuro(amount);
}

/** An amount as staff type it in a form: '250,53' (a comma and the cents); empty for none. */
export function amountInputText(euro: number | null | undefined): string {
  return euro === null || euro === undefined ? '' : fromHundredths(toHundredths(euro)).toFixed(2).replace('.', ',');
}

/** An amount typed by staff: '250,53', '250.5', '1 190'; NaN when it is not one or has more than two decimals. */
export function parseAmountInput(text: string): number {
  const compact = text.trim().replace(/\s/g, '');
  return /^-?\d+(?:[.,]\d{1,2})?$/.test(compact) ? Number(compact.replace(',', '.')) : Number.NaN;
}

/** Whether prices are shown in leva too on this day (up to and including 8 August 2026 in Sofia). */
export function isDualDisplay(on: Date): boolean {
  return todayInSofia(on) <= DUAL_DISPLAY_LAST_DAY;
}

export interface ShownPrice {
  /** '250,53 €' */
  euro: string;
  /** '490,00 лв.' while prices are shown in both currencies, otherwise null. */
  leva: string | null;
}

/** How a price in euro is shown on a day: in euro, with leva beside it during the dual display. */
export function showPrice(euro: number, on: Date): ShownPrice {
  return { euro: formatEuro(euro), leva: isDualDisplay(on) ? levaFormat.format(euroToLeva(euro)) : null };
}

/** A price on one line of text (e-mails, console lists): '250,53 €', or '250,53 € (490,00 лв.)' during dual display. */
export function priceText(euro: number, on: Date): string {
  const { euro: shown, leva } = showPrice(euro, on);
  return leva ? `${shown} (${leva})` : shown;
}

/** The notice that goes with prices on a day: the fixed rate during dual display, nothing after it. */
export function priceNotice(on: Date): string | null {
  return isDualDisplay(on) ? DUAL_DISPLAY_NOTICE : null;
}

/** An offer's price for schema.org: a decimal with a point and the ISO currency code ('250.53', 'EUR'). */
export function offerPrice({ price, currency }: { price: number; currency: Currency }): { price: string; priceCurrency: Currency } {
  return { price: price.toFixed(2), priceCurrency: currency };
}
