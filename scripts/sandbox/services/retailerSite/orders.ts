import { EARNINGS_ITEM_TYPE, EARNINGS_STATUS } from '../../../../domain/money/earnings';
import { pendingPeriodCopy } from '../../../../domain/retailers/pendingPeriod';
import type { SqlExecutor } from '../../db';
import { LAUNCH_COLUMNS, offersOfLaunch, type LaunchRow } from '../affiliateLink/launches';
import { newEarningsItemId, newOrderId } from '../affiliateLink/randomIds';
import type { SandboxDeps } from '../SandboxDeps';
import { demoOrderCashBack } from './cashBack';

/** Demo orders one launch takes (a shopping trip, not a way to mint earnings). */
export const MAX_ORDERS_PER_LAUNCH = 5;
/** Order totals the form takes, in cents: $1.00 to $5,000.00. */
export const ORDER_TOTAL_RANGE_CENTS = { min: 100, max: 500_000 } as const;
export const ORDER_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export interface OrderRow {
  id: string;
  launch_id: string;
  order_total_cents: number;
  cash_back_cents: number;
  offers_matched: number;
  earnings_item_id: string | null;
  created_at: Date;
}

const ORDER_COLUMNS = 'id, launch_id, order_total_cents, cash_back_cents, offers_matched, earnings_item_id, created_at';

const LANDED = `awaiting_landing = false, landing_count = landing_count + 1,
  first_landed_at = coalesce(first_landed_at, $2), last_landed_at = $2`;

/** The shopper landed on the retailer's site: from now on the launch's transaction answers. */
export async function recordLanding(db: SqlExecutor, launchId: string, at: Date): Promise<void> {
  await db.query(`UPDATE affiliate_launches SET ${LANDED} WHERE id = $1`, [launchId, at]);
}

export async function ordersOfLaunch(db: SqlExecutor, launchId: string): Promise<OrderRow[]> {
  return db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM affiliate_launch_orders WHERE launch_id = $1 ORDER BY created_at, id`, [launchId]);
}

export async function findOrder(db: SqlExecutor, launchId: string, orderId: string): Promise<OrderRow | null> {
  return db.one<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM affiliate_launch_orders WHERE id = $1 AND launch_id = $2`, [orderId, launchId]);
}

export type PlaceOrderResult =
  | { kind: 'placed' | 'replayed'; order: OrderRow }
  | { kind: 'unknownLaunch' }
  | { kind: 'tooManyOrders' };

/**
 * Places a demo order on a launch: its cash back from the launch's offers (cashBack.ts), a pending
 * cash_credit earnings item (with the retailer's pending period) for the launch's customer when there is
 * one and the order earns, and the landing recorded (an order is a visit). The same order key again answers the order it placed.
 */
export async function placeOrder(
  deps: SandboxDeps,
  { retailerId, launchId, orderKey, orderTotalCents }: { retailerId: number; launchId: string; orderKey: string; orderTotalCents: number },
): Promise<PlaceOrderResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const launch = await tx.one<LaunchRow & { retailer_name: string; credit_pending_period: string | null }>(
      `SELECT ${LAUNCH_COLUMNS.split(', ').map((column) => `l.${column}`).join(', ')}, r.name AS retailer_name,
              r.credit_pending_period
         FROM affiliate_launches l JOIN retailers r ON r.id = l.retailer_id
        WHERE l.id = $1 AND l.retailer_id = $2
        FOR UPDATE OF l`,
      [launchId, retailerId],
    );
    if (!launch) return { kind: 'unknownLaunch' };
    const previous = await tx.one<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM affiliate_launch_orders WHERE launch_id = $1 AND order_key = $2`,
      [launchId, orderKey],
    );
    if (previous) return { kind: 'replayed', order: previous };
    const placed = await tx.one<{ count: number }>('SELECT count(*)::int AS count FROM affiliate_launch_orders WHERE launch_id = $1', [launchId]);
    if ((placed?.count ?? 0) >= MAX_ORDERS_PER_LAUNCH) return { kind: 'tooManyOrders' };

    const offers = await offersOfLaunch(tx, launch.offer_ids);
    const { cashBackCents, offersMatched } = demoOrderCashBack(orderTotalCents, offers);
    let earningsItemId: string | null = null;
    if (launch.customer_id && cashBackCents > 0) {
      earningsItemId = newEarningsItemId();
      await tx.query(
        `INSERT INTO earnings_items
           (id, customer_id, type, status, reversed, amount_cents, recorded_at, title, retailer_id, purchase_date,
            offers_matched, offer_earnings_cents, bonus_earnings_cents, cash_back_pending_cents, pending_period)
         VALUES ($1, $2, $3, $4, false, $5, $6, $7, $8, $9::date, $10, $5, 0, $5, $11)`,
        [
          earningsItemId,
          launch.customer_id,
          EARNINGS_ITEM_TYPE.CASH_CREDIT,
          EARNINGS_STATUS.PENDING,
          cashBackCents,
          now,
          launch.retailer_name,
          retailerId,
          now.toISOString().slice(0, 10),
          offersMatched,
          // An online order earns storewide cash back: the retailer's period as it is now (000 §9).
          pendingPeriodCopy({ offerKind: 'storewide', retailerId, creditPendingPeriod: launch.credit_pending_period }),
        ],
      );
    }
    const order = await tx.one<OrderRow>(
      `INSERT INTO affiliate_launch_orders
         (id, launch_id, order_key, order_total_cents, cash_back_cents, offers_matched, earnings_item_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       RETURNING ${ORDER_COLUMNS}`,
      [newOrderId(), launchId, orderKey, orderTotalCents, cashBackCents, offersMatched, earningsItemId, now],
    );
    await tx.query(`UPDATE affiliate_launches SET ${LANDED} WHERE id = $1`, [launchId, now]);
    return { kind: 'placed', order: order as OrderRow };
  });
}
