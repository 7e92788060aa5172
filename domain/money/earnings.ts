/** The notes under an earnings item (001 §8 unless marked ours). */
export const EARNINGS_MESSAGES = {
  EARNINGS_REVERSED: 'This transaction was canceled or your items were returned. If this is incorrect, please contact support.',
  EARNINGS_PENDING: 'Totals will update if your order is canceled or items are returned.',
  // Ours: the pending period's line (000 §9 gives the periods, not this wording)
  earningsPendingWithin: (period: string) => `Your cash back usually arrives within ${period}.`,
  // Ours: a withdrawal in the history (the documents show none there)
  WITHDRAWAL_ON_ITS_WAY: 'Your withdrawal is on its way to your bank.',
  WITHDRAWAL_RETURNED: 'Your bank returned this withdrawal. The amount is back in your balance.',
} as const;

/** Earnings item types and statuses (001 §2). Wire spellings are ours. */
export const EARNINGS_ITEM_TYPE = {
  BONUS: 'bonus',
  GIFT_CARD: 'gift_card',
  MANUAL: 'manual',
  CASH_CREDIT: 'cash_credit',
  REFERRAL: 'referral',
  /** Money out: a withdrawal to a bank account (ours: 001 lists earning types only; a history a shopper trusts shows money out too). */
  WITHDRAWAL: 'withdrawal',
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
  // A withdrawal's rows (ours: the documents show no withdrawal in the history).
  WITHDRAWAL_DATE: 'Withdrawal date',
  WITHDRAWN_TO: 'Withdrawn to',
  WITHDRAWAL_AMOUNT: 'Withdrawal amount',
} as const;

export type EarningsRowLabel = (typeof EARNINGS_ROW_LABEL)[keyof typeof EARNINGS_ROW_LABEL];

/** Earnings totals (001 §3), in cents as the API sends them. */
export interface EarningsSummary {
  current: number;
  lifetime: number;
  minCashoutAmount: number;
}

/**
 * An earnings item (001 §2 "Transaction history"). The documents show the labels, types and statuses, not the
 * wire shape: the fields are named after the row labels (openapi/main.yaml EarningsItem). Amounts are cents.
 */
export interface EarningsItem {
  type: EarningsItemType | string;
  status: EarningsStatus | string;
  /** Canceled order or returned items. */
  reversed?: boolean;
  /** YYYY-MM-DD; set on an item that records a purchase. */
  purchaseDate?: string | null;
  creditDate?: string | null;
  offersMatched?: number | null;
  offerEarnings?: number | null;
  bonusEarnings?: number | null;
  cashBackEarned?: number | null;
  cashBackPending?: number | null;
  referralAmount?: number | null;
  creditAmount?: number | null;
  /** A withdrawal's amount: positive cents, the type says it is money out. */
  withdrawalAmount?: number | null;
  /** YYYY-MM-DD; the day a withdrawal was asked for. */
  withdrawalDate?: string | null;
  /** The bank account a withdrawal went to, as paymentMethodLabel words it ('Checking ***1234'). */
  paymentMethod?: string | null;
  /** While a cash credit waits: the retailer's wording of how long it takes ('7 days'). */
  pendingPeriod?: string | null;
}

/** Which field of an item each row label shows. */
export const EARNINGS_ROW_FIELD = {
  [EARNINGS_ROW_LABEL.PURCHASE_DATE]: 'purchaseDate',
  [EARNINGS_ROW_LABEL.OFFERS_MATCHED]: 'offersMatched',
  [EARNINGS_ROW_LABEL.OFFER_EARNINGS]: 'offerEarnings',
  [EARNINGS_ROW_LABEL.CASH_BACK_EARNED]: 'cashBackEarned',
  [EARNINGS_ROW_LABEL.BONUS_EARNINGS]: 'bonusEarnings',
  [EARNINGS_ROW_LABEL.CASH_BACK_PENDING]: 'cashBackPending',
  [EARNINGS_ROW_LABEL.CREDIT_DATE]: 'creditDate',
  [EARNINGS_ROW_LABEL.REFERRAL_AMOUNT]: 'referralAmount',
  [EARNINGS_ROW_LABEL.CREDIT_AMOUNT]: 'creditAmount',
  [EARNINGS_ROW_LABEL.WITHDRAWAL_DATE]: 'withdrawalDate',
  [EARNINGS_ROW_LABEL.WITHDRAWN_TO]: 'paymentMethod',
  [EARNINGS_ROW_LABEL.WITHDRAWAL_AMOUNT]: 'withdrawalAmount',
} as const satisfies Record<EarningsRowLabel, keyof EarningsItem>;

const isPending = (item: Pick<EarningsItem, 'status'>) => String(item.status).toLowerCase() === EARNINGS_STATUS.PENDING;

/** Whether the item took money out of the balance (a withdrawal) rather than adding to it. */
export const isMoneyOut = (item: Pick<EarningsItem, 'type'>) => String(item.type).toLowerCase() === EARNINGS_ITEM_TYPE.WITHDRAWAL;

/**
 * Rows of the transaction details (ours: the documents list the labels, not which item shows which). An item
 * that records a purchase (a retailer's cash back) carries the purchase rows and its cash back, pending or
 * earned; the others are credits shown with their credit date and the amount of their type.
 */
export function earningsRowLabels(item: EarningsItem): EarningsRowLabel[] {
  if (isMoneyOut(item)) {
    return [EARNINGS_ROW_LABEL.WITHDRAWAL_DATE, EARNINGS_ROW_LABEL.WITHDRAWN_TO, EARNINGS_ROW_LABEL.WITHDRAWAL_AMOUNT];
  }
  if (item.purchaseDate) {
    return [
      EARNINGS_ROW_LABEL.PURCHASE_DATE,
      EARNINGS_ROW_LABEL.OFFERS_MATCHED,
      EARNINGS_ROW_LABEL.OFFER_EARNINGS,
      EARNINGS_ROW_LABEL.BONUS_EARNINGS,
      isPending(item) ? EARNINGS_ROW_LABEL.CASH_BACK_PENDING : EARNINGS_ROW_LABEL.CASH_BACK_EARNED,
    ];
  }
  return [EARNINGS_ROW_LABEL.CREDIT_DATE, creditAmountLabel(item)];
}

function creditAmountLabel(item: EarningsItem): EarningsRowLabel {
  switch (String(item.type).toLowerCase()) {
    case EARNINGS_ITEM_TYPE.BONUS:
      return EARNINGS_ROW_LABEL.BONUS_EARNINGS;
    case EARNINGS_ITEM_TYPE.REFERRAL:
      return EARNINGS_ROW_LABEL.REFERRAL_AMOUNT;
    default: // gift card, manual, cash credit and anything new are plain credits
      return EARNINGS_ROW_LABEL.CREDIT_AMOUNT;
  }
}

/**
 * The amount a history row shows (cents): the item's last row, its cash back or credit, negative for money
 * out (a withdrawal); null when it has none.
 */
export function earningsItemAmount(item: EarningsItem): number | null {
  const last = earningsRowLabels(item).at(-1);
  const value = last === undefined ? null : item[EARNINGS_ROW_FIELD[last]];
  if (typeof value !== 'number') return null;
  return isMoneyOut(item) ? -value : value;
}

/**
 * How long a pending cash credit usually waits, in the retailer's wording (ours: 000 §9 gives the periods, the
 * documents do not word the line); null for anything else or a reversed item.
 */
export function earningsPendingPeriodCopy(item: EarningsItem): string | null {
  if (item.reversed || !isPending(item) || !item.pendingPeriod) return null;
  if (String(item.type).toLowerCase() !== EARNINGS_ITEM_TYPE.CASH_CREDIT) return null;
  return EARNINGS_MESSAGES.earningsPendingWithin(item.pendingPeriod);
}

/** The note under an item: reversed wins over pending; processed items have none (001 §8). */
export function earningsStatusCopy(item: EarningsItem): string | null {
  if (isMoneyOut(item)) {
    if (item.reversed) return EARNINGS_MESSAGES.WITHDRAWAL_RETURNED;
    return isPending(item) ? EARNINGS_MESSAGES.WITHDRAWAL_ON_ITS_WAY : null;
  }
  if (item.reversed) return EARNINGS_MESSAGES.EARNINGS_REVERSED;
  if (isPending(item)) return EARNINGS_MESSAGES.EARNINGS_PENDING;
  return null;
}
