import { BROWSING_COPY } from '../constants/browsing';
import { pendingPeriodCopy } from '../retailers/pendingPeriod';
import type { Retailer } from '../retailers/Retailer';

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
  return { product: BROWSING_COPY.productPendingPeriod(product), storewide: BROWSING_COPY.storewidePendingPeriod(storewide) };
}
