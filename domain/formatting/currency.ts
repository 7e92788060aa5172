import { formatNumber } from './numbers';

/** The app's one currency, US dollars, as en-US writes it. */
const CURRENCY_SYMBOL = '$';
const CENTS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** Dollars as shown everywhere in the product: '$1,234.50' (prices show two decimals). */
export function formatUsd(amount: number): string {
  // Round first and drop negative zero so -0.001 reads '$0.00', not '-$0.00'.
  const rounded = Math.round(amount * 100) / 100 || 0;
  return `${rounded < 0 ? '-' : ''}${CURRENCY_SYMBOL}${formatNumber(Math.abs(rounded), CENTS)}`;
}

/** Integer cents as dollars: 123450 → '$1,234.50'. */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

/** Whole-dollar cents without the cents, as copy quotes a bonus: 1000 → '$10'; other amounts as formatCents. */
export function formatBonusCents(cents: number): string {
  return cents % 100 === 0 ? formatCents(cents).replace(/\.00$/, '') : formatCents(cents);
}
