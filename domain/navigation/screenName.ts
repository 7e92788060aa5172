import { ROUTE_NAME, type RouteName } from '../constants/navigation';

/** Tracking screen names (000 §7). */
export const SCREEN_NAME = {
  RETAILER_PAGE: 'retailer-gallery',
  PRICE_COMPARE: 'price_compare',
  /** Appended to the route name for every other route. */
  ROUTE_SUFFIX: '_page',
} as const;

/** Tracking screen name (000 §7): retailer-gallery, price_compare, otherwise '<route name>_page'. */
export function screenNameForRoute(name: RouteName): string {
  if (name === ROUTE_NAME.RETAILER) return SCREEN_NAME.RETAILER_PAGE;
  if (name === ROUTE_NAME.PRICE_COMPARE) return SCREEN_NAME.PRICE_COMPARE;
  return `${name}${SCREEN_NAME.ROUTE_SUFFIX}`;
}
