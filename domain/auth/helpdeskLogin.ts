import { COOKIE } from '../constants/cookies';
import { HTTP_STATUS } from '../constants/http';
import * as MESSAGES from '../constants/messages';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../constants/navigation';
import { buildPath } from '../navigation/buildPath';

/** Value stored in the helpdesk-redirect cookie (ours: the documents show only its name and lifetime). */
export const HELPDESK_REDIRECT_COOKIE_VALUE = 'true';

/** A sign-in the help centre asked for is pending: the helpdesk-redirect cookie's value says so (001 §8). */
export function helpCentreTripPending(redirectCookie: string | null): boolean {
  return redirectCookie === HELPDESK_REDIRECT_COOKIE_VALUE;
}

export interface CookieToSet {
  name: string;
  value: string;
  maxAgeMs: number;
}

/** Where a failed help-centre login sends the user (001 §8). `location` is an in-app path with query. */
export type HelpdeskLoginOutcome =
  | { kind: 'securityCheckup'; location: string }
  | { kind: 'signIn'; location: string; cookies: CookieToSet[] }
  | { kind: 'helpdeskError'; location: string; report: true };

export interface HelpdeskLoginFailure {
  status?: number | null;
  message?: string | null;
}

/**
 * currentPath is the in-app path with its query ('/bonuses?x=1').
 * 412: finish the security checkup first, then come back (redirect = current path).
 * Auth problem: remember the help-centre trip in two 1-day cookies (the URL cookie holds returnTo, by default the
 * current path) and sign in with helpdeskRedirect=true. Anything else: report and show helpdesk-error, keeping the query.
 */
export function helpdeskLoginOutcome(
  failure: HelpdeskLoginFailure,
  currentPath: string,
  { returnTo = currentPath }: { returnTo?: string } = {},
): HelpdeskLoginOutcome {
  if (failure.status === HTTP_STATUS.PRECONDITION_FAILED) {
    return {
      kind: 'securityCheckup',
      location: buildPath(ROUTE_NAME.SECURITY_CHECKUP, {}, { [NAV_QUERY_KEY.REDIRECT]: currentPath }),
    };
  }
  if (typeof failure.message === 'string' && failure.message.includes(MESSAGES.AUTHENTICATION_PROBLEM)) {
    return {
      kind: 'signIn',
      location: buildPath(ROUTE_NAME.SIGN_IN, {}, { [NAV_QUERY_KEY.HELPDESK_REDIRECT]: 'true' }),
      cookies: [
        { ...COOKIE.HELPDESK_REDIRECT, value: HELPDESK_REDIRECT_COOKIE_VALUE },
        { ...COOKIE.HELPDESK_REDIRECT_URL, value: returnTo },
      ],
    };
  }
  const queryStart = currentPath.indexOf('?');
  const search = queryStart >= 0 ? currentPath.slice(queryStart) : '';
  return { kind: 'helpdeskError', location: `${buildPath(ROUTE_NAME.HELPDESK_ERROR)}${search}`, report: true };
}
