import { formatCents } from '../formatting/currency';
import { formatNumber } from '../formatting/numbers';
import type { Retailer } from '../retailers/Retailer';

/** The top cash-back text of a retailer card and header (ours). */
const CASH_BACK_COPY = {
  upToPercent: (percent: string) => `Up to ${percent}% back`,
  upToAmount: (amount: string) => `Up to ${amount} back`,
} as const;

/**
 * A retailer's top cash back as card text: the top percent back when it has one ('Up to 5% back'), else its
 * top amount back in cents ('Up to $2.00 back'); null when it has neither.
 */
export function retailerCashBackLabel(retailer: Pick<Retailer, 'topPercentBack' | 'topAmountBack'>): string | null {
  const { topPercentBack, topAmountBack } = retailer;
  if (typeof topPercentBack === 'number' && Number.isFinite(topPercentBack) && topPercentBack > 0) {
    return CASH_BACK_COPY.upToPercent(formatNumber(topPercentBack, { maximumFractionDigits: 2 }));
  }
  if (typeof topAmountBack === 'number' && Number.isFinite(topAmountBack) && topAmountBack > 0) {
    return CASH_BACK_COPY.upToAmount(formatCents(topAmountBack));
  }
  return null;
}
