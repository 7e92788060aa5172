import { ACCOUNT_MESSAGES } from '../constants/account';
import { MONEY } from '../constants/limits';
import { DAY_MS } from '../constants/timing';
import { MINIMUM_WITHDRAWAL_CENTS, WITHDRAWAL_AMOUNT_MESSAGES } from '../validation/withdrawalAmount';

/** A bank deposit's time, as 001 §9 words it ("Bank deposit 1-3 business days with no fees"). */
export const BANK_DEPOSIT_TIME = '1-3 business days';

export interface WithdrawalEligibilityInput {
  balanceCents: number;
  /** Defaults to the $20 product minimum. */
  minimumCents?: number;
  /** Withdrawals can be disabled to protect an account (001 §6). */
  withdrawalsDisabled?: boolean;
  /** The cashoutAgeThreshold has passed since the first purchase (hasCashoutAgeThresholdPassed); defaults to true. */
  cashoutAgeThresholdPassed?: boolean;
  /** The threshold in days, for the message; defaults to the flag's default (001 §9). */
  cashoutAgeThresholdDays?: number;
}

export type WithdrawalBlock =
  | { reason: 'withdrawalsDisabled'; message: string }
  | { reason: 'tooSoon'; message: string }
  | { reason: 'belowMinimum'; message: string };

/**
 * Why the customer cannot start a withdrawal, or null: a disabled account, then too soon after the first purchase,
 * then a balance under the minimum.
 */
export function withdrawalBlockReason({
  balanceCents,
  minimumCents = MINIMUM_WITHDRAWAL_CENTS,
  withdrawalsDisabled = false,
  cashoutAgeThresholdPassed = true,
  cashoutAgeThresholdDays = MONEY.CASHOUT_AGE_THRESHOLD_DAYS,
}: WithdrawalEligibilityInput): WithdrawalBlock | null {
  if (withdrawalsDisabled) return { reason: 'withdrawalsDisabled', message: ACCOUNT_MESSAGES.WITHDRAWAL_UNAVAILABLE };
  if (!cashoutAgeThresholdPassed) return { reason: 'tooSoon', message: ACCOUNT_MESSAGES.cashoutTooSoon(cashoutAgeThresholdDays) };
  if (balanceCents < minimumCents) return { reason: 'belowMinimum', message: WITHDRAWAL_AMOUNT_MESSAGES.balanceBelowMinimum(minimumCents) };
  return null;
}

/**
 * The cashoutAgeThreshold flag: cash out opens this many days after the first purchase (001 §9, default 7).
 * False when there is no first purchase yet.
 */
export function hasCashoutAgeThresholdPassed(
  firstPurchase: Date | null | undefined,
  now: Date,
  thresholdDays: number = MONEY.CASHOUT_AGE_THRESHOLD_DAYS,
): boolean {
  if (!firstPurchase) return false;
  return now.getTime() - firstPurchase.getTime() >= thresholdDays * DAY_MS;
}
