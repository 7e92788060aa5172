import type { WithdrawStep } from '../../../../domain/money/withdrawSteps';
import { camelCaseToTitle } from '../../../../domain/navigation/withdrawBreadcrumbs';
import { BANK_DEPOSIT_TIME } from '../../../../domain/money/withdrawal';

/** The cashout panel's copy (001 §4 "Withdrawal", §9 deposit times): the steps' names are the documents'; the rest ours. */
export const CASHOUT_COPY = {
  HEADING: 'Withdraw earnings',
  BALANCE: 'Available balance',
  stepOf: (step: WithdrawStep, number: number, total: number) => `Step ${number} of ${total}: ${camelCaseToTitle(step)}`,
  LOADING: 'Loading your bank accounts…',
  BACK: 'Back',
  CONTINUE: 'Continue',
  // Bank accounts
  ACCOUNTS_HEADING: 'Your bank accounts',
  ACCOUNTS_LEGEND: 'Choose the account to deposit to',
  NO_ACCOUNTS: 'Add a bank account to withdraw your earnings.',
  ADD_ACCOUNT: 'Add a bank account',
  ADDING_ACCOUNT: 'Opening your bank…',
  ONE_PER_TYPE: 'You can link one checking and one savings account.',
  REMOVE: 'Remove',
  removeLabel: (label: string) => `Remove ${label}`,
  REMOVING: 'Removing…',
  // Amount
  AMOUNT_LEGEND: 'How much would you like to withdraw?',
  fullBalance: (amount: string) => `My full balance (${amount})`,
  CUSTOM_AMOUNT: 'Another amount',
  CUSTOM_AMOUNT_LABEL: 'Amount in dollars',
  amountHint: (minimum: string, maximum: string) => `Between ${minimum} and ${maximum}.`,
  // Confirm (the documents' preview and confirm, one step)
  AMOUNT: 'Amount',
  TO_ACCOUNT: 'To',
  FEES: 'Fees',
  NO_FEES: 'None',
  ARRIVES: 'Arrives',
  ARRIVAL: `In ${BANK_DEPOSIT_TIME}`,
  CONFIRM_INTRO: 'Check your withdrawal. When you confirm, we send this amount to your bank account.',
  CONFIRM: 'Confirm withdrawal',
  CONFIRMING: 'Sending your withdrawal…',
  CHANGE_AMOUNT: 'Change the amount',
  // Complete
  COMPLETE_HEADING: 'Your withdrawal is on its way',
  complete: (amount: string, label: string) =>
    `We sent ${amount} to ${label}. Bank deposits take ${BANK_DEPOSIT_TIME} and there are no fees.`,
  DONE: 'Done',
  // Other ways to cash out
  /** PayPal and gift card withdrawals are in the mobile app only (001 §1): the link opens mobile-required. */
  OTHER_WAYS: 'Prefer PayPal or a gift card? Those withdrawals are in the Clipback app.',
  OTHER_WAYS_LINK: 'Withdraw to PayPal or a gift card',
} as const;
