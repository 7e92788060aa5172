import { formatCents } from '../formatting/currency';

/** The product's minimum withdrawal, $20 (001 §9); a customer record's minimumPaypalAmount may name another. */
export const MINIMUM_WITHDRAWAL_CENTS = 2000;

/** The amount rule's messages (ours: the documents do not word them). */
export const WITHDRAWAL_AMOUNT_MESSAGES = {
  INVALID: 'Enter an amount in dollars and cents.',
  ABOVE_BALANCE: "That's more than your available balance.",
  /** An amount under the minimum from a balance that has enough (issue 29: not "you need at least…"). */
  belowMinimum: (minimumCents: number) => `The minimum withdrawal is ${formatCents(minimumCents)}.`,
  /** A balance under the minimum: nothing can be withdrawn yet. */
  balanceBelowMinimum: (minimumCents: number) => `You need at least ${formatCents(minimumCents)} in earnings to withdraw.`,
  aboveMaximum: (maximumCents: number) => `You can withdraw up to ${formatCents(maximumCents)} at a time.`,
} as const;

export interface WithdrawalAmountLimits {
  balanceCents: number;
  /** Defaults to the $20 product minimum. */
  minimumCents?: number;
  /** The documents do not show the upper bound; none when absent. */
  maximumCents?: number;
}

/** Why an amount was refused, for callers that answer each differently (the services' refusal reasons). */
export type WithdrawalAmountProblem = 'invalid' | 'belowMinimum' | 'aboveBalance' | 'aboveMaximum';

/** A refused amount: the message to show under the field, and the problem it names. */
export interface WithdrawalAmountRefusal {
  ok: false;
  message: string;
  problem: WithdrawalAmountProblem;
}

export type WithdrawalAmountCheck = { ok: true; value: WithdrawalAmount } | WithdrawalAmountRefusal;

/**
 * An amount to withdraw: a positive whole number of cents, at least the minimum and within the balance (and
 * the maximum, when there is one). Made only by `check`, so holding one means it passed; a refusal says why.
 */
export class WithdrawalAmount {
  private constructor(readonly cents: number) {}

  /** `cents` (null when the text was no amount) against the limits, checked in that order. */
  static check(cents: number | null, limits: WithdrawalAmountLimits): WithdrawalAmountCheck {
    const minimumCents = limits.minimumCents ?? MINIMUM_WITHDRAWAL_CENTS;
    if (cents === null || !Number.isSafeInteger(cents) || cents <= 0) return refused('invalid', WITHDRAWAL_AMOUNT_MESSAGES.INVALID);
    if (cents < minimumCents) return refused('belowMinimum', WITHDRAWAL_AMOUNT_MESSAGES.belowMinimum(minimumCents));
    if (cents > limits.balanceCents) return refused('aboveBalance', WITHDRAWAL_AMOUNT_MESSAGES.ABOVE_BALANCE);
    if (limits.maximumCents !== undefined && cents > limits.maximumCents) {
      return refused('aboveMaximum', WITHDRAWAL_AMOUNT_MESSAGES.aboveMaximum(limits.maximumCents));
    }
    return { ok: true, value: new WithdrawalAmount(cents) };
  }
}

function refused(problem: WithdrawalAmountProblem, message: string): WithdrawalAmountRefusal {
  return { ok: false, message, problem };
}
