import { RETAILER_ID } from '../constants/retailers';

/** Pending-period wording (000 §9, 001 §9). */
export const PENDING_PERIOD_COPY = {
  WITHIN_24_HOURS: 'within 24 hours of receiving',
  AS_SOON_AS_RECEIVED: 'as soon as you receive',
  WITHIN_3_DAYS: 'within 3 days of getting',
  /** Storewide offers when the retailer has no creditPendingPeriod. */
  DEFAULT_STOREWIDE: '7 days',
} as const;

export type PendingPeriodOfferKind = 'product' | 'storewide';

export interface PendingPeriodInput {
  offerKind: PendingPeriodOfferKind;
  retailerId: number;
  /** The retailer is an integrated (account-linked) retailer, which credits on receipt. */
  integrated?: boolean;
  /** The retailer's storewide wording, e.g. '10 days'. */
  creditPendingPeriod?: string | null;
}

/**
 * The wording for when cash back is credited (000 §9, 001 §9). Product offers: 'within 24 hours
 * of receiving' at 5081 (checked first), 'as soon as you receive' at 1408 or an integrated retailer,
 * else 'within 3 days of getting'. Storewide offers: the retailer's creditPendingPeriod, default '7 days'.
 */
export function pendingPeriodCopy(input: PendingPeriodInput): string {
  if (input.offerKind === 'storewide') {
    return input.creditPendingPeriod?.trim() || PENDING_PERIOD_COPY.DEFAULT_STOREWIDE;
  }
  if (input.retailerId === RETAILER_ID.CREDIT_WITHIN_24_HOURS) return PENDING_PERIOD_COPY.WITHIN_24_HOURS;
  if (input.retailerId === RETAILER_ID.DIRECT_INTEGRATION || input.integrated === true) {
    return PENDING_PERIOD_COPY.AS_SOON_AS_RECEIVED;
  }
  return PENDING_PERIOD_COPY.WITHIN_3_DAYS;
}
