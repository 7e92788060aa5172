import { NAV_QUERY_KEY, ROUTE_NAME, type RouteName } from '../../domain/constants/navigation';
import { accountPanelOf } from '../../domain/navigation/accountPanel';
import type { RouteMatch } from '../../domain/navigation/matchRoute';
import { routeQueryValue } from '../../domain/navigation/routeQuery';
import type { StoreGroup } from '../stores/base/StoreGroup';
import type { Stores } from '../stores/Stores';
import {
  loadCategoriesRoute,
  loadCategoryRoute,
  loadOfferRoute,
  loadOfferTagRoute,
  loadPriceCompareRoute,
  loadRetailerGroupRoute,
  loadRetailerRoute,
  loadRetailersRoute,
  loadSearchRoute,
  loadWelcomeRoute,
} from './browsingLoaders';
import {
  loadAccountUnlock,
  loadBonus,
  loadBonuses,
  loadCustomerRecord,
  loadEmailConfirmation,
  loadRegistration,
  loadRetailerLink,
  loadSecurityCheckup,
} from './accountRouteLoaders';
import { loadAccountPanel } from './accountPanelLoader';

/**
 * A route's first-view data: fills the stores from the route's params. Never rejects: each store records its
 * own failure (a `Loadable`'s or an entity list's `status` and `error`), which the page shows. The app runs it
 * as the route changes (routeLoading.ts), beside the page's chunk; the server's rendering awaits the same one.
 */
export type RouteLoader = (stores: Stores, route: RouteMatch) => Promise<void>;

export type RouteLoaders = Partial<Record<RouteName, RouteLoader>>;

/**
 * The loader of a feature store group's page (ui/README.md "Feature stores"): it runs once the group is in (at once
 * when it is). A group that fails to load leaves the page to say so: the page needs the group too.
 */
function inGroup(group: (groups: Stores['groups']) => Pick<StoreGroup<unknown, unknown>, 'current' | 'ready'>, loader: RouteLoader): RouteLoader {
  return (stores, route) => {
    const needed = group(stores.groups);
    if (needed.current) return loader(stores, route);
    return needed.ready().then(
      () => loader(stores, route),
      (error: unknown) => console.warn('[route] the stores of the page could not load', error),
    );
  };
}
const accountLoader = (loader: RouteLoader) => inGroup((groups) => groups.account, loader);
const browsingLoader = (loader: RouteLoader) => inGroup((groups) => groups.browsing, loader);

/** One loader per route that shows loaded data on its first view; a route without one loads nothing first. */
export const ROUTE_LOADERS: RouteLoaders = {
  [ROUTE_NAME.HOME]: (stores) => stores.home.load(),
  [ROUTE_NAME.CATEGORIES]: loadCategoriesRoute,
  [ROUTE_NAME.CATEGORY]: browsingLoader(loadCategoryRoute),
  [ROUTE_NAME.RETAILERS]: browsingLoader(loadRetailersRoute),
  [ROUTE_NAME.RETAILER_GROUP]: browsingLoader(loadRetailerGroupRoute),
  [ROUTE_NAME.RETAILER]: browsingLoader(loadRetailerRoute),
  [ROUTE_NAME.OFFER]: browsingLoader(loadOfferRoute),
  [ROUTE_NAME.OFFER_BY_ID]: browsingLoader(loadOfferRoute),
  [ROUTE_NAME.OFFER_TAG]: browsingLoader(loadOfferTagRoute),
  [ROUTE_NAME.SEARCH]: inGroup((groups) => groups.search, loadSearchRoute),
  [ROUTE_NAME.PRICE_COMPARE]: inGroup((groups) => groups.search, loadPriceCompareRoute),
  [ROUTE_NAME.WELCOME]: browsingLoader(loadWelcomeRoute),
  [ROUTE_NAME.BONUSES]: accountLoader(loadBonuses),
  [ROUTE_NAME.BONUS_CATEGORY]: accountLoader(loadBonuses),
  [ROUTE_NAME.BONUS]: accountLoader(loadBonus),
  [ROUTE_NAME.RETAILER_LINK]: accountLoader(loadRetailerLink),
  [ROUTE_NAME.REGISTER]: accountLoader(loadRegistration),
  [ROUTE_NAME.CONFIRM_EMAIL]: accountLoader(loadEmailConfirmation),
  [ROUTE_NAME.UNLOCK_ACCOUNT]: accountLoader(loadAccountUnlock),
  [ROUTE_NAME.SECURITY_CHECKUP]: accountLoader(loadSecurityCheckup),
  [ROUTE_NAME.REFERRAL]: loadCustomerRecord,
  [ROUTE_NAME.ACCOUNT_PANEL]: accountLoader((stores, route) => loadAccountPanel(stores, accountPanelOf(route.params.panel))),
  [ROUTE_NAME.EARNINGS]: accountLoader((stores, route) => stores.earnings.loadTransaction(route.params.transactionId ?? '')),
  [ROUTE_NAME.EMAIL_SETTINGS]: accountLoader((stores, route) => stores.emailSettings.load(routeQueryValue(route.query, NAV_QUERY_KEY.TOKEN) ?? '')),
};

/** Runs `route`'s loader, if it has one (the app as the route changes, the server before it renders, tests). */
export function loadRoute(stores: Stores, route: RouteMatch, loaders: RouteLoaders = ROUTE_LOADERS): Promise<void> {
  return loaders[route.name]?.(stores, route) ?? Promise.resolve();
}
