import { LOCALE } from '../../../domain/constants/app';
import { formatCents } from '../../../domain/formatting/currency';
import { earningsItemAmount, type EarningsItem } from '../../../domain/money/earnings';
import { EARNINGS_ITEM_COPY } from './copy';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) or an instant as 'Feb 26, 2026'; the day of an instant is its UTC day, as the API records it. */
export function formatEarningsDate(value: string): string {
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? value : dateFormat.format(time);
}

export function earningsTypeLabel(item: Pick<EarningsItem, 'type'>): string {
  return EARNINGS_ITEM_COPY.TYPE[String(item.type).toLowerCase()] ?? EARNINGS_ITEM_COPY.OTHER_TYPE;
}

export function earningsStatusLabel(item: Pick<EarningsItem, 'status' | 'reversed'>): string {
  if (item.reversed) return EARNINGS_ITEM_COPY.REVERSED;
  return EARNINGS_ITEM_COPY.STATUS[String(item.status).toLowerCase()] ?? String(item.status);
}

/** The item's amount with two decimals, or a dash when it carries none. */
export function earningsAmountText(item: EarningsItem): string {
  const cents = earningsItemAmount(item);
  return cents === null ? EARNINGS_ITEM_COPY.NO_AMOUNT : formatCents(cents);
}
