import { ROUTE_NAME, type RouteName } from '../constants/navigation';

/** Routes whose own crumb is the page's name (retailer, category, group, offer, bonus), known once it loads. */
const TITLED_CRUMB_ROUTES: readonly RouteName[] = [
  ROUTE_NAME.CATEGORY,
  ROUTE_NAME.RETAILER,
  ROUTE_NAME.RETAILER_GROUP,
  ROUTE_NAME.OFFER,
  ROUTE_NAME.OFFER_BY_ID,
  ROUTE_NAME.BONUS,
];

/**
 * Whether the breadcrumb trail must wait for the page to name itself: showing the route's generic label
 * ('Retailer') and then swapping in the name would flash. Other trails have fixed or URL-derived labels.
 */
export function breadcrumbsNeedPageTitle(name: RouteName): boolean {
  return TITLED_CRUMB_ROUTES.includes(name);
}
