import { pendingPeriodCopy } from '../retailers/pendingPeriod';
import type { Retailer } from '../retailers/Retailer';

/** The retailer page's pending-period sentences around the rule's words (ours, completing 000 §9's wording). */
const PENDING_PERIOD_LINE = {
  /** Product offers: 'within 3 days of getting' + ' your order.' */
  product: (when: string) => `Cash back on product offers shows up ${when} your order.`,
  /** Storewide offers: creditPendingPeriod, default '7 days'. */
  storewide: (period: string) => `Storewide cash back shows up within ${period} of your purchase.`,
} as const;

/**
 * The retailer page's two pending-period sentences (000 §9): product offers ('within 24 hours of receiving' at
 * 5081, 'as soon as you receive' at 1408 or an integrated retailer, else 'within 3 days of getting') and
 * storewide offers (creditPendingPeriod, default '7 days').
 */
export function retailerPendingPeriodLines(
  retailer: Pick<Retailer, 'id' | 'creditPendingPeriod'>,
  { integrated = false }: { integrated?: boolean } = {},
): { product: string; storewide: string } {
  const product = pendingPeriodCopy({ offerKind: 'product', retailerId: retailer.id, integrated });
  const storewide = pendingPeriodCopy({
    offerKind: 'storewide',
    retailerId: retailer.id,
    creditPendingPeriod: retailer.creditPendingPeriod ?? null,
  });
  return { product: PENDING_PERIOD_LINE.product(product), storewide: PENDING_PERIOD_LINE.storewide(storewide) };
}
