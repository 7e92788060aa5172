/** The withdrawal flow's steps in order (001 §4), as the cashout panel's `page` query values. */
export const WITHDRAW_STEPS = ['chooseAccount', 'chooseAmount', 'preview', 'confirm', 'complete'] as const;

export type WithdrawStep = (typeof WITHDRAW_STEPS)[number];

/**
 * The withdrawal flow in order: chooseAccount, chooseAmount, preview, confirm, complete (001 §4).
 * Telling a query value is a step name is navigation's isWithdrawStep.
 */
export const withdrawalSteps: readonly WithdrawStep[] = WITHDRAW_STEPS;

/** The step after this one, or null once complete. */
export function nextWithdrawStep(step: WithdrawStep): WithdrawStep | null {
  return WITHDRAW_STEPS[WITHDRAW_STEPS.indexOf(step) + 1] ?? null;
}

/** The step before this one, or null on the first step. */
export function previousWithdrawStep(step: WithdrawStep): WithdrawStep | null {
  const index = WITHDRAW_STEPS.indexOf(step);
  return index > 0 ? (WITHDRAW_STEPS[index - 1] ?? null) : null;
}
