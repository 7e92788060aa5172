// The earnings history (earnings.json and one item): earnings items merged with the customer's withdrawals
// (transfers), newest first. A withdrawal is answered as an item of type `withdrawal` whose id is the
// transfer's (`tr-…`; migration 013 keeps earnings item ids out of that space).
import { EARNINGS_ITEM_TYPE, EARNINGS_STATUS } from '../../../../domain/money/earnings';
import { paymentMethodLabel } from '../../../../domain/money/paymentMethodLabel';
import type { SqlExecutor } from '../../db/database';

export interface HistoryRow {
  id: string;
  type: string;
  status: string;
  reversed: boolean;
  recorded_at: Date;
  title: string | null;
  retailer_id: number | null;
  receipt_id: string | null;
  gift_card_id: string | null;
  purchase_date: string | null;
  credit_date: string | null;
  offers_matched: number | null;
  offer_earnings_cents: number | null;
  bonus_earnings_cents: number | null;
  cash_back_earned_cents: number | null;
  cash_back_pending_cents: number | null;
  referral_amount_cents: number | null;
  credit_amount_cents: number | null;
  pending_period: string | null;
  withdrawal_amount_cents: number | null;
  funding_type: string | null;
  last4: string | null;
}

/**
 * Both sources as one relation for customer $1. A transfer is pending until the bank settles it, then
 * processed; one the bank failed is processed and reversed (its amount went back to the balance).
 */
const HISTORY = `
  SELECT e.id, e.type, e.status, e.reversed, e.recorded_at, e.title, e.retailer_id, e.receipt_id, e.gift_card_id,
         e.purchase_date::text AS purchase_date, e.credit_date::text AS credit_date, e.offers_matched,
         e.offer_earnings_cents, e.bonus_earnings_cents, e.cash_back_earned_cents, e.cash_back_pending_cents,
         e.referral_amount_cents, e.credit_amount_cents, e.pending_period,
         NULL::integer AS withdrawal_amount_cents, NULL::text AS funding_type, NULL::text AS last4
    FROM earnings_items e WHERE e.customer_id = $1
  UNION ALL
  SELECT t.id, '${EARNINGS_ITEM_TYPE.WITHDRAWAL}', CASE WHEN t.status = 'pending' THEN '${EARNINGS_STATUS.PENDING}' ELSE '${EARNINGS_STATUS.PROCESSED}' END,
         t.status = 'failed', t.created_at, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
         t.amount_cents, f.funding_type, f.last4
    FROM transfers t JOIN funding_sources f ON f.id = t.funding_source_id WHERE t.customer_id = $1`;

/** Every item carries every field (null where it does not apply), whichever table it comes from. */
export function toEarningsItem(row: HistoryRow) {
  const date = new Date(row.recorded_at).toISOString();
  const withdrawal = row.type === EARNINGS_ITEM_TYPE.WITHDRAWAL;
  const account = withdrawal ? paymentMethodLabel({ fundingType: row.funding_type ?? '', last4: row.last4 ?? '' }) : null;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    reversed: row.reversed,
    date,
    title: account ? `Withdrawal to ${account}` : (row.title ?? ''),
    ...(row.retailer_id !== null ? { retailerId: row.retailer_id } : {}),
    receiptId: row.receipt_id,
    giftCardId: row.gift_card_id,
    purchaseDate: row.purchase_date,
    creditDate: row.credit_date,
    offersMatched: row.offers_matched,
    offerEarnings: row.offer_earnings_cents,
    bonusEarnings: row.bonus_earnings_cents,
    cashBackEarned: row.cash_back_earned_cents,
    cashBackPending: row.cash_back_pending_cents,
    referralAmount: row.referral_amount_cents,
    creditAmount: row.credit_amount_cents,
    // The wait only means something while the item waits.
    pendingPeriod: row.status === EARNINGS_STATUS.PENDING ? row.pending_period : null,
    withdrawalAmount: row.withdrawal_amount_cents,
    withdrawalDate: withdrawal ? date.slice(0, 10) : null,
    paymentMethod: account,
  };
}

const sameInstant = (a: HistoryRow, b: HistoryRow) => new Date(a.recorded_at).getTime() === new Date(b.recorded_at).getTime();

/**
 * One page of the history before `before` (exclusive), newest first. The cursor is a plain instant, so a page
 * never ends inside a run of rows recorded at the same instant (an earnings item and a withdrawal can share
 * one): the run moves whole to the next page, or, when it alone fills the page, the page takes all of it.
 */
export async function historyPage(db: SqlExecutor, customerId: string, before: Date | null, limit: number) {
  const filter = `FROM (${HISTORY}) h WHERE ($2::timestamptz IS NULL OR h.recorded_at < $2::timestamptz)`;
  // One more than the page tells whether another page follows.
  const rows = await db.query<HistoryRow>(`SELECT * ${filter} ORDER BY h.recorded_at DESC, h.id DESC LIMIT $3`, [
    customerId,
    before,
    limit + 1,
  ]);
  let page = rows.slice(0, limit);
  const next = rows[limit];
  if (next) {
    const whole = page.filter((row) => !sameInstant(row, next));
    page = whole.length > 0 ? whole : await db.query<HistoryRow>(
      `SELECT * ${filter} AND h.recorded_at = $3::timestamptz ORDER BY h.id DESC`,
      [customerId, before, next.recorded_at],
    );
  }
  const last = page.at(-1);
  const hasMore = next !== undefined && (last === undefined || !sameInstant(last, next) ||
    (await db.one(`SELECT 1 ${filter} AND h.recorded_at < $3::timestamptz LIMIT 1`, [customerId, before, next.recorded_at])) !== null);
  return { earnings: page.map(toEarningsItem), nextBefore: hasMore && last ? new Date(last.recorded_at).toISOString() : null };
}

export async function historyItem(db: SqlExecutor, customerId: string, itemId: string) {
  // Another customer's item is as unknown as a missing one: its id says nothing about it.
  const row = await db.one<HistoryRow>(`SELECT * FROM (${HISTORY}) h WHERE h.id = $2`, [customerId, itemId]);
  return row ? toEarningsItem(row) : null;
}
