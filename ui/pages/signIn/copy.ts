import { ROUTE_NAME, type RouteName } from '../../../domain/constants/navigation';

/** Why a members-only page sent the shopper to log in (ours: the documents give the redirect, not its words). */
export interface SignInReason {
  readonly title: string;
  readonly why: string;
}

const JOIN = 'New here? Creating an account is free.';

const BONUSES: SignInReason = { title: 'Log in to see your bonuses', why: `Bonuses are extra cash back for members. ${JOIN}` };
const ACCOUNT: SignInReason = { title: 'Log in to your account', why: 'Your earnings, settings and linked stores are in your account.' };

/** The members-only pages a shopper is most often sent from; any other target gets DEFAULT_REASON. */
export const SIGN_IN_REASONS: Partial<Record<RouteName, SignInReason>> = {
  [ROUTE_NAME.BONUSES]: BONUSES,
  [ROUTE_NAME.BONUS]: BONUSES,
  [ROUTE_NAME.BONUS_CATEGORY]: BONUSES,
  [ROUTE_NAME.SEARCH]: { title: 'Log in to search', why: `Searching retailers and offers is for members. ${JOIN}` },
  [ROUTE_NAME.ACCOUNT_PANEL]: ACCOUNT,
  [ROUTE_NAME.EARNINGS]: ACCOUNT,
  [ROUTE_NAME.SECURITY_CHECKUP]: ACCOUNT,
  [ROUTE_NAME.REFERRAL]: { title: 'Log in to refer a friend', why: `Your referral link is in your account. ${JOIN}` },
};

export const DEFAULT_SIGN_IN_REASON: SignInReason = { title: 'Log in to continue', why: `That page is for members. ${JOIN}` };

/** The sign-in page shown on the way to the identity provider (ours). */
export const SIGN_IN_COPY = {
  CHECKING: 'Checking whether you’re logged in…',
  STATUS: 'Taking you to the secure log-in page…',
  LOG_IN: 'Log in',
  SIGN_UP: 'Create a free account',
} as const;
