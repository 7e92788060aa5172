import { LOCALE } from '../../../domain/constants/app';
import { formatCents } from '../../../domain/formatting/currency';
import { madeOnFirstUse } from '../../../domain/formatting/intl';
import { earningsItemAmount, isMoneyOut, type EarningsItem } from '../../../domain/money/earnings';
import { EARNINGS_ITEM_COPY } from './copy';

/** The typographic minus (U+2212), which a screen reader reads as 'minus'. */
const MINUS_SIGN = '\u2212';

const dateFormat = madeOnFirstUse(() => new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));

/** A calendar day (YYYY-MM-DD) or an instant as 'Feb 26, 2026'; the day of an instant is its UTC day, as the API records it. */
export function formatEarningsDate(value: string): string {
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? value : dateFormat().format(time);
}

export function earningsTypeLabel(item: Pick<EarningsItem, 'type'>): string {
  return EARNINGS_ITEM_COPY.TYPE[String(item.type).toLowerCase()] ?? EARNINGS_ITEM_COPY.OTHER_TYPE;
}

export function earningsStatusLabel(item: Pick<EarningsItem, 'type' | 'status' | 'reversed'>): string {
  if (item.reversed) return isMoneyOut(item) ? EARNINGS_ITEM_COPY.RETURNED : EARNINGS_ITEM_COPY.REVERSED;
  return EARNINGS_ITEM_COPY.STATUS[String(item.status).toLowerCase()] ?? String(item.status);
}

/** What the status badge's style keys on: 'reversed', else the status in lower case. */
export function earningsBadgeStatus(item: Pick<EarningsItem, 'status' | 'reversed'>): string {
  return item.reversed ? 'reversed' : String(item.status).toLowerCase();
}

/** The item's amount with two decimals, money out with a minus sign ('−$20.00'), or a dash when it carries none. */
export function earningsAmountText(item: EarningsItem): string {
  const cents = earningsItemAmount(item);
  if (cents === null) return EARNINGS_ITEM_COPY.NO_AMOUNT;
  return cents < 0 ? `${MINUS_SIGN}${formatCents(-cents)}` : formatCents(cents);
}
