import { ACCOUNT_MESSAGES } from '../constants/account';

/** Earnings item types and statuses (001 §2). Wire spellings are ours. */
export const EARNINGS_ITEM_TYPE = {
  BONUS: 'bonus',
  GIFT_CARD: 'gift_card',
  MANUAL: 'manual',
  CASH_CREDIT: 'cash_credit',
  REFERRAL: 'referral',
} as const;

export type EarningsItemType = (typeof EARNINGS_ITEM_TYPE)[keyof typeof EARNINGS_ITEM_TYPE];

export const EARNINGS_STATUS = { PENDING: 'pending', PROCESSED: 'processed' } as const;

export type EarningsStatus = (typeof EARNINGS_STATUS)[keyof typeof EARNINGS_STATUS];

/** Earnings row labels (001 §2; capitalisation ours). */
export const EARNINGS_ROW_LABEL = {
  PURCHASE_DATE: 'Purchase date',
  OFFERS_MATCHED: 'Offers matched',
  OFFER_EARNINGS: 'Offer earnings',
  CASH_BACK_EARNED: 'Cash back earned',
  BONUS_EARNINGS: 'Bonus earnings',
  CASH_BACK_PENDING: 'Cash back pending',
  CREDIT_DATE: 'Credit date',
  REFERRAL_AMOUNT: 'Referral amount',
  CREDIT_AMOUNT: 'Credit amount',
} as const;

export type EarningsRowLabel = (typeof EARNINGS_ROW_LABEL)[keyof typeof EARNINGS_ROW_LABEL];

/** Earnings totals (001 §3), in cents as the API sends them. */
export interface EarningsSummary {
  current: number;
  lifetime: number;
  minCashoutAmount: number;
}

/** The fields of an earnings item the rules need; the rest of its shape is not shown in the documents. */
export interface EarningsItem {
  type: EarningsItemType | string;
  status: EarningsStatus | string;
  /** Canceled order or returned items. */
  reversed?: boolean;
}

/**
 * Rows of the transaction details per item type (ours: the documents list the labels, not which type shows which).
 * A gift card is the purchase-like item, so it carries the purchase rows and its cash back, pending or earned;
 * the other types are credits shown with their credit date and amount.
 */
export function earningsRowLabels(item: EarningsItem): EarningsRowLabel[] {
  const pending = String(item.status).toLowerCase() === EARNINGS_STATUS.PENDING;
  switch (String(item.type).toLowerCase()) {
    case EARNINGS_ITEM_TYPE.GIFT_CARD:
      return [
        EARNINGS_ROW_LABEL.PURCHASE_DATE,
        EARNINGS_ROW_LABEL.OFFERS_MATCHED,
        EARNINGS_ROW_LABEL.OFFER_EARNINGS,
        EARNINGS_ROW_LABEL.BONUS_EARNINGS,
        pending ? EARNINGS_ROW_LABEL.CASH_BACK_PENDING : EARNINGS_ROW_LABEL.CASH_BACK_EARNED,
      ];
    case EARNINGS_ITEM_TYPE.BONUS:
      return [EARNINGS_ROW_LABEL.CREDIT_DATE, EARNINGS_ROW_LABEL.BONUS_EARNINGS];
    case EARNINGS_ITEM_TYPE.REFERRAL:
      return [EARNINGS_ROW_LABEL.CREDIT_DATE, EARNINGS_ROW_LABEL.REFERRAL_AMOUNT];
    default: // manual, cash credit and anything new are plain credits
      return [EARNINGS_ROW_LABEL.CREDIT_DATE, EARNINGS_ROW_LABEL.CREDIT_AMOUNT];
  }
}

/** The note under an item: reversed wins over pending; processed items have none (001 §8). */
export function earningsStatusCopy(item: EarningsItem): string | null {
  if (item.reversed) return ACCOUNT_MESSAGES.EARNINGS_REVERSED;
  if (String(item.status).toLowerCase() === EARNINGS_STATUS.PENDING) return ACCOUNT_MESSAGES.EARNINGS_PENDING;
  return null;
}
