import { NAV_QUERY_KEY, ROUTE_NAME } from '../constants/navigation';
import { BRAND_NAME } from '../constants/app';
import { buildPath } from '../navigation/buildPath';
import { safeRedirectPath } from '../navigation/safeRedirectPath';

/** Query value marking the arrival after sign-up (000 §7). */
export const WELCOME_SOURCE_REGISTER = 'register';

/** The mobile-only page's keyword when the query names none (ours). */
const MOBILE_ONLY_DEFAULT_KEYWORD = 'page';

/** "This {keyword} is only available in the Clipback app"; without a keyword, "This page …". */
export function mobileOnlyMessage(keyword: string | undefined): string {
  const word = keyword?.trim() || MOBILE_ONLY_DEFAULT_KEYWORD;
  return `This ${word} is only available in the ${BRAND_NAME} app`;
}

/** Where the welcome page's Continue link goes: the redirect query when it is a same-origin path, else /home. */
export function welcomeContinuePath(redirect: string | undefined): string {
  return safeRedirectPath(redirect) ?? buildPath(ROUTE_NAME.HOME);
}

/** The landing after sign-up (000 §7): /welcome?source=register plus the redirect when there is one. */
export function welcomePath(redirect?: string | null): string {
  const safe = safeRedirectPath(redirect);
  return buildPath(
    ROUTE_NAME.WELCOME,
    {},
    { [NAV_QUERY_KEY.SOURCE]: WELCOME_SOURCE_REGISTER, [NAV_QUERY_KEY.REDIRECT]: safe ?? undefined },
  );
}
