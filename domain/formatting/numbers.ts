/**
 * Numbers as the app's locale (en-US, constants/app LOCALE) writes them, without Intl: the public pages' first views
 * show percents, counts and dollars, and making an Intl.NumberFormat starts ICU (intl.ts). Like ICU, it rounds the
 * number's shortest decimal form (what String(number) writes: 1.005 rounds to 1.01), halves away from zero;
 * test/node/domain/formatting checks its output against Intl.NumberFormat(LOCALE).
 */

const GROUP_SEPARATOR = ',';
const DECIMAL_SEPARATOR = '.';

export interface FractionDigits {
  readonly minimumFractionDigits?: number;
  readonly maximumFractionDigits: number;
}

/** 1234.5 → '1,234.5' (maximumFractionDigits 2); with minimumFractionDigits 2 → '1,234.50'. */
export function formatNumber(value: number, { minimumFractionDigits = 0, maximumFractionDigits }: FractionDigits): string {
  if (!Number.isFinite(value)) return new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits }).format(value);
  const [whole, fraction] = rounded(plainDecimal(Math.abs(value)), maximumFractionDigits);
  let digits = fraction;
  while (digits.length > minimumFractionDigits && digits.endsWith('0')) digits = digits.slice(0, -1);
  digits = digits.padEnd(minimumFractionDigits, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${digits ? DECIMAL_SEPARATOR + digits : ''}`;
}

/** A whole count with its thousands grouped: 1234 → '1,234'. */
export function formatCount(count: number): string {
  return formatNumber(count, { maximumFractionDigits: 0 });
}

/** The shortest decimal form of a non-negative finite number, without exponent: 1e-7 → '0.0000001'. */
function plainDecimal(abs: number): string {
  const [mantissa = '0', exponentText] = String(abs).split('e');
  if (exponentText === undefined) return mantissa;
  const exponent = Number(exponentText);
  const [head = '0', tail = ''] = mantissa.split('.');
  const digits = head + tail;
  const point = head.length + exponent;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** `decimal` rounded to `fractionDigits` places, halves up: [whole, fraction]. */
function rounded(decimal: string, fractionDigits: number): [string, string] {
  const [whole = '0', fraction = ''] = decimal.split('.');
  if (fraction.length <= fractionDigits) return [whole, fraction];
  const kept = BigInt(whole + fraction.slice(0, fractionDigits)) + (fraction.charAt(fractionDigits) >= '5' ? 1n : 0n);
  const text = kept.toString().padStart(fractionDigits + 1, '0');
  return [text.slice(0, text.length - fractionDigits), text.slice(text.length - fractionDigits)];
}
