import { REDIRECT_STATUS } from '../constants/navigation';

/** A redirect decided by the navigation rules; the server answers with `status`, the app replaces the location. */
export interface RouteRedirect {
  readonly redirect: string;
  readonly status: 301 | 302;
  /** A message to show on arrival (for example the retailer-not-found toast). */
  readonly message?: string;
}

/** Guard and auth redirects are temporary (302). */
export function guardRedirect(redirect: string, message?: string): RouteRedirect {
  return message === undefined
    ? { redirect, status: REDIRECT_STATUS.GUARD }
    : { redirect, status: REDIRECT_STATUS.GUARD, message };
}
