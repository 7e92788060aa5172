/**
 * The `page` query values the cashout panel accepts (001 §4 names five: choose account, amount, preview,
 * confirm, complete). The breadcrumbs' "allowed step names" are these.
 */
export const WITHDRAW_STEPS = ['chooseAccount', 'chooseAmount', 'preview', 'confirm', 'complete'] as const;

export type WithdrawStep = (typeof WITHDRAW_STEPS)[number];

/**
 * The steps a shopper walks, in order. Ours (issue 29): the documents' preview and confirm showed the same
 * summary, five steps for four decisions, so they are one step, `confirm` (the summary with the Confirm button).
 * `preview` stays an allowed value (an old link, a bookmark) and opens that step.
 */
export const withdrawalSteps = ['chooseAccount', 'chooseAmount', 'confirm', 'complete'] as const satisfies readonly WithdrawStep[];

export type WalkedWithdrawStep = (typeof withdrawalSteps)[number];

/** The walked step an allowed `page` value opens: preview is the confirm step. */
export function walkedWithdrawStep(step: WithdrawStep): WalkedWithdrawStep {
  return step === 'preview' ? 'confirm' : step;
}

/** The step after this one, or null once complete. */
export function nextWithdrawStep(step: WithdrawStep): WalkedWithdrawStep | null {
  return withdrawalSteps[withdrawalSteps.indexOf(walkedWithdrawStep(step)) + 1] ?? null;
}

/** The step before this one, or null on the first step. */
export function previousWithdrawStep(step: WithdrawStep): WalkedWithdrawStep | null {
  const index = withdrawalSteps.indexOf(walkedWithdrawStep(step));
  return index > 0 ? (withdrawalSteps[index - 1] ?? null) : null;
}
