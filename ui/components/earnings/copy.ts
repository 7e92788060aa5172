import { EARNINGS_ITEM_TYPE, EARNINGS_STATUS } from '../../../domain/money/earnings';

/** What an earnings item shows, on My earnings and on its details page. */
export const EARNINGS_ITEM_COPY = {
  /** Type names (ours: 001 §2 lists the types, not how they read). */
  TYPE: {
    [EARNINGS_ITEM_TYPE.BONUS]: 'Bonus',
    [EARNINGS_ITEM_TYPE.GIFT_CARD]: 'Gift card',
    [EARNINGS_ITEM_TYPE.MANUAL]: 'Credit',
    [EARNINGS_ITEM_TYPE.CASH_CREDIT]: 'Cash back',
    [EARNINGS_ITEM_TYPE.REFERRAL]: 'Referral',
    [EARNINGS_ITEM_TYPE.WITHDRAWAL]: 'Withdrawal',
  } as Readonly<Record<string, string>>,
  /** A type this app does not know yet. */
  OTHER_TYPE: 'Earnings',
  STATUS: {
    [EARNINGS_STATUS.PENDING]: 'Pending',
    [EARNINGS_STATUS.PROCESSED]: 'Processed',
  } as Readonly<Record<string, string>>,
  REVERSED: 'Reversed',
  /** A withdrawal the bank returned (ours). */
  RETURNED: 'Returned',
  /** The amount of an item that carries none. */
  NO_AMOUNT: '—',
  /** The link back to the account's My earnings tab (from the details page, the cashout panel). */
  BACK_TO_EARNINGS: 'Back to My earnings',
} as const;

/** The earnings error state (001 §8 "Earnings copy"). */
export const EARNINGS_ERROR_COPY = {
  HEADING: 'Something went wrong',
  TEXT: "Sorry about that. We're not sure what happened but our team is looking into it",
  TRY_AGAIN: 'Try again',
} as const;
