/**
 * Money is held as integer cents; dollars appear only at the edges (typed input, display, and minimumPaypalAmount).
 * Conversions go through the decimal text of the number so 1.005 or 0.29 do not drift (0.29 * 100 = 28.999…).
 */

/** Dollars → integer cents, rounding half away from zero: 12.345 → 1235, 0.29 → 29. */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a dollar amount: ${dollars}`);
  const magnitude = Math.abs(dollars);
  const text = String(magnitude);
  // Shift the decimal point in the text ('1.005e2' is exactly 100.5); very small or large numbers print
  // in exponent form already, where plain multiplication is exact enough.
  const shifted = text.includes('e') ? magnitude * 100 : Number(`${text}e2`);
  return Math.sign(dollars) * Math.round(shifted) || 0;
}

/** Integer cents → dollars: 123450 → 1234.5 (integer / 100 is the closest double to the decimal). */
export function centsToDollars(cents: number): number {
  return cents / 100 || 0;
}

const DOLLAR_INPUT_PATTERN = /^\$?\s*((?:\d{1,3}(?:,\d{3})+)|\d*)(?:\.(\d{1,2}))?$/;

/**
 * Reads a typed dollar amount ('12', '12.5', '$1,234.56', '.99') as integer cents, digit by digit;
 * null for anything else (negative, more than two decimals, letters, empty).
 */
export function parseDollarsInput(text: string): number | null {
  const match = DOLLAR_INPUT_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/,/g, '');
  const fraction = match[2];
  if (whole === '' && fraction === undefined) return null;
  const cents = Number(whole || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
