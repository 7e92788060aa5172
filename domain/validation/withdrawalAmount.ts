import { ACCOUNT_MESSAGES } from '../constants/account';
import { MONEY } from '../constants/limits';
import { formatCents } from '../formatting/currency';
import type { FieldResult } from './fieldResult';

export interface WithdrawalAmountLimits {
  balanceCents: number;
  /** Defaults to the $20 product minimum. */
  minimumCents?: number;
  /** The documents do not show the upper bound; none when absent. */
  maximumCents?: number;
}

/** The message for a balance under the minimum (ACCOUNT_MESSAGES.WITHDRAWAL_BELOW_MINIMUM at the $20 default). */
export function withdrawalBelowMinimumMessage(minimumCents: number): string {
  return ACCOUNT_MESSAGES.withdrawalBelowMinimum(formatCents(minimumCents));
}

/**
 * The message for an amount under the minimum (ACCOUNT_MESSAGES.WITHDRAWAL_AMOUNT_BELOW_MINIMUM at the $20
 * default): it names the minimum withdrawal, since the balance may well hold more.
 */
export function minimumWithdrawalMessage(minimumCents: number): string {
  return ACCOUNT_MESSAGES.minimumWithdrawal(formatCents(minimumCents));
}

/**
 * A custom withdrawal amount in integer cents. Checked in order: a positive whole number of cents,
 * at least the minimum, within the balance, within the maximum.
 */
export function validateWithdrawalAmount(cents: number, limits: WithdrawalAmountLimits): FieldResult<number> {
  const minimumCents = limits.minimumCents ?? MONEY.MINIMUM_WITHDRAWAL_CENTS;
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    return { ok: false, message: ACCOUNT_MESSAGES.WITHDRAWAL_AMOUNT_INVALID };
  }
  if (cents < minimumCents) return { ok: false, message: minimumWithdrawalMessage(minimumCents) };
  if (cents > limits.balanceCents) return { ok: false, message: ACCOUNT_MESSAGES.WITHDRAWAL_ABOVE_BALANCE };
  if (limits.maximumCents !== undefined && cents > limits.maximumCents) {
    return { ok: false, message: ACCOUNT_MESSAGES.withdrawalAboveMaximum(formatCents(limits.maximumCents)) };
  }
  return { ok: true, value: cents };
}
