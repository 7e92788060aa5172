import { MARKETING_HOME_URL, ROUTE_NAME } from '../constants';
import { buildPath } from '../navigation/buildPath';

/**
 * Where logout returns (000 §4): the referral page when the user is on it (an in-app path the caller makes
 * absolute), otherwise the product's marketing home site.
 */
export function logoutReturnTo(currentRouteName: string | null | undefined): string {
  return currentRouteName === ROUTE_NAME.REFERRAL ? buildPath(ROUTE_NAME.REFERRAL) : MARKETING_HOME_URL;
}
