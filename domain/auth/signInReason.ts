import { ROUTE_NAME, type RouteName } from '../constants/navigation';
import { matchRoute } from '../navigation/matchRoute';

/**
 * Why a shopper is asked to sign in: the members-only page they were going to (ours; the documents give the
 * redirect, not its words). The app's /login and the provider's sign-in page both say it. It reaches the provider
 * as a code in an `ext-` authorization parameter (Auth0 passes `ext-*` parameters to its login page templates);
 * the provider shows words for a known code only, so a crafted link cannot put its own text on the sign-in page.
 */
export const SIGN_IN_REASON = {
  BONUSES: 'bonuses',
  SEARCH: 'search',
  ACCOUNT: 'account',
  REFERRAL: 'referral',
} as const;
export type SignInReason = (typeof SIGN_IN_REASON)[keyof typeof SIGN_IN_REASON];

/** The authorization parameter carrying the reason to the provider's page. */
export const SIGN_IN_REASON_PARAM = 'ext-reason';

const REASON_OF_ROUTE: Partial<Record<RouteName, SignInReason>> = {
  [ROUTE_NAME.BONUSES]: SIGN_IN_REASON.BONUSES,
  [ROUTE_NAME.BONUS]: SIGN_IN_REASON.BONUSES,
  [ROUTE_NAME.BONUS_CATEGORY]: SIGN_IN_REASON.BONUSES,
  [ROUTE_NAME.SEARCH]: SIGN_IN_REASON.SEARCH,
  [ROUTE_NAME.ACCOUNT_PANEL]: SIGN_IN_REASON.ACCOUNT,
  [ROUTE_NAME.EARNINGS]: SIGN_IN_REASON.ACCOUNT,
  [ROUTE_NAME.SECURITY_CHECKUP]: SIGN_IN_REASON.ACCOUNT,
  [ROUTE_NAME.REFERRAL]: SIGN_IN_REASON.REFERRAL,
};

/** The reason for a same-origin target path (with its query), or null for any other page. */
export function signInReasonFor(target: string | null): SignInReason | null {
  if (!target) return null;
  const url = new URL(target, 'http://app.invalid');
  return REASON_OF_ROUTE[matchRoute(url.pathname, url.search).name] ?? null;
}

/** A reason code read back from a request, or null when it is none of ours. */
export function parseSignInReason(value: unknown): SignInReason | null {
  return (Object.values(SIGN_IN_REASON) as unknown[]).includes(value) ? (value as SignInReason) : null;
}
