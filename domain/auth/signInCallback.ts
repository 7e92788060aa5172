import { ROUTE_NAME } from '../constants/navigation';
import { buildPath } from '../navigation/buildPath';
import { OAUTH_QUERY } from '../navigation/oauth';

/**
 * Where the identity provider sends the browser back after a sign-in (the app's redirect_uri is this path on
 * the app's origin): the home page, where a provider's error lands too (000 §8). Only this path carries a
 * sign-in callback: other pages may carry an OAuth `code` and `state` of their own (a retailer account linked
 * through the retailer's sign-in, 001 §4 direct link) and must keep them.
 */
export const SIGN_IN_CALLBACK_PATH = buildPath(ROUTE_NAME.HOME);

/** The sign-in redirect_uri on an origin. */
export function signInCallbackUri(origin: string): string {
  return new URL(SIGN_IN_CALLBACK_PATH, origin).href;
}

/** True for a provider's sign-in redirect: the callback path with a state and a code or an error. */
export function isSignInCallback(url: URL): boolean {
  const { CODE, STATE, ERROR } = OAUTH_QUERY;
  return (
    url.pathname === SIGN_IN_CALLBACK_PATH &&
    url.searchParams.has(STATE) &&
    (url.searchParams.has(CODE) || url.searchParams.has(ERROR))
  );
}
