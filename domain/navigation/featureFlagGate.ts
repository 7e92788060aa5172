import { LIST_TO_OFFERS_VALUE } from '../constants/flags';
import { ROUTE_NAME } from '../constants/navigation';
import { buildPath } from './buildPath';
import { guardRedirect, type RouteRedirect } from './routeRedirect';

/** Flag values as evaluated by the flag service, by key. */
export type NavigationFlagValues = Readonly<Record<string, unknown>>;

/**
 * A flag is on when it evaluates to true, or to 'enabled' for string-valued flags such as list-to-offers
 * (000 §6). Anything else, including an unevaluated flag, is off: a gated page stays closed until known.
 */
export function isNavigationFlagOn(flags: NavigationFlagValues | undefined, key: string): boolean {
  const value = flags?.[key];
  return value === true || value === LIST_TO_OFFERS_VALUE.ENABLED;
}

/** A flag-gated route with its flag off redirects home (000 §2, 001 §6); ungated routes pass. */
export function featureFlagRedirect(
  flag: string | undefined,
  flags: NavigationFlagValues | undefined,
): RouteRedirect | null {
  return flag !== undefined && !isNavigationFlagOn(flags, flag) ? guardRedirect(buildPath(ROUTE_NAME.HOME)) : null;
}
