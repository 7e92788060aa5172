import { ROUTE_NAME, type RouteName } from '../constants/navigation';
import type { RouteMatch } from '../navigation/matchRoute';
import { routeDefinition } from '../navigation/routes';

/** Offer pages where anonymous users only see generic offers when a flag allows it (the guards' anonymousGenericOffer). */
export const ANONYMOUS_OFFER_GATED_ROUTES: readonly RouteName[] = [ROUTE_NAME.OFFER, ROUTE_NAME.OFFER_BY_ID];

/**
 * Whether the route guards need the feature flags to decide on this route: a flag-gated route, or an offer page
 * opened anonymously (the logged-out offer flags). Elsewhere the guard need not wait for the flag service.
 */
export function guardNeedsFlags(route: RouteMatch, signedIn: boolean): boolean {
  if (routeDefinition(route.name).flag !== undefined) return true;
  return !signedIn && ANONYMOUS_OFFER_GATED_ROUTES.includes(route.name);
}
