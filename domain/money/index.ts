export { centsToDollars, dollarsToCents, parseDollarsInput } from './cents';
export type { FundingSource, PendingWithdrawal } from './fundingSource';
export {
  canAddFundingSource,
  canRemoveFundingSource,
  fundingSourceAddBlockReason,
  fundingSourceRemoveBlockReason,
  isActiveFundingSource,
  isFundingType,
} from './fundingSource';
export { paymentMethodLabel } from './paymentMethodLabel';
export type { WithdrawalBlock, WithdrawalEligibilityInput } from './withdrawal';
export { canWithdraw, hasCashoutAgeThresholdPassed, withdrawalBlockReason } from './withdrawal';
export { nextWithdrawStep, previousWithdrawStep, withdrawalSteps } from './withdrawSteps';
export type { CashoutState, CashoutTransferResult, LinkTokenData } from './cashoutState';
export { hasSelectedCashoutAmount, initialCashoutState } from './cashoutState';
export type { EarningsItem, EarningsSummary } from './earnings';
export { earningsRowLabels, earningsStatusCopy } from './earnings';
