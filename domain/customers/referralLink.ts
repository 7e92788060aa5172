import { NAV_QUERY_KEY, ROUTE_NAME } from '../constants/navigation';
import { buildPath } from '../navigation/buildPath';

/**
 * The path of a customer's referral link: the register route with `friend` (001 §2 "register accepts query
 * friend"). A visitor following it is sent to the provider's sign-up carrying the code and comes back to this
 * same path, where the form is prefilled (guards.ts, the register page).
 */
export function referralLinkPath(referralCode: string): string {
  return buildPath(ROUTE_NAME.REGISTER, {}, { [NAV_QUERY_KEY.FRIEND]: referralCode });
}
