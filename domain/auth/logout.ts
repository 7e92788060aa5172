import { ROUTE_NAME } from '../constants/navigation';
import { buildPath } from '../navigation/buildPath';

/**
 * Where logout returns (000 §4): the referral page when the user is on it, otherwise the marketing home.
 * Clipback's marketing home is its public home page, so both are in-app paths the caller makes absolute
 * (the identity provider returns only to the app's origin).
 */
export function logoutReturnTo(currentRouteName: string | null | undefined): string {
  return buildPath(currentRouteName === ROUTE_NAME.REFERRAL ? ROUTE_NAME.REFERRAL : ROUTE_NAME.HOME);
}
