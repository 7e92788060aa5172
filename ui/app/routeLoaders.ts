import { NAV_QUERY_KEY, ROUTE_NAME, type RouteName } from '../../domain/constants/navigation';
import { accountPanelOf } from '../../domain/navigation/accountPanel';
import type { RouteMatch } from '../../domain/navigation/matchRoute';
import { routeQueryValue } from '../../domain/navigation/routeQuery';
import { storeModule, type StoreGroup, type StoreModule } from '../stores/base/StoreGroup';
import type { Stores } from '../stores/Stores';
import { BROWSING_LOADERS, loadHomeRoute } from './loaderModules';

/**
 * A route's first-view data: fills the stores from the route's params. Never rejects: each store records its
 * own failure (a `Loadable`'s or an entity list's `status` and `error`), which the page shows. The app runs it
 * as the route changes (routeLoading.ts), beside the page's chunk; the server's rendering awaits the same one.
 */
export type RouteLoader = (stores: Stores, route: RouteMatch) => Promise<void>;

export type RouteLoaders = Partial<Record<RouteName, RouteLoader>>;

type GroupOf = (groups: Stores['groups']) => Pick<StoreGroup<unknown, unknown>, 'current' | 'ready'>;

/**
 * Whether the location a loader was started for is still the one shown: a loader that waits for its module or stores
 * runs only then. A guard may have redirected meanwhile (a bad retailer id), and the new route has its own load: the
 * old one would redirect again, its message toasting twice.
 */
function stillShown(stores: Stores): () => boolean {
  const path = stores.router.path;
  return () => stores.router.path === path;
}

/**
 * The loader of a feature store group's page (ui/README.md "Feature stores"): it runs once the group is in (at once
 * when it is). A group that fails to load leaves the page to say so: the page needs the group too.
 */
function inGroup(group: GroupOf, loader: RouteLoader): RouteLoader {
  return (stores, route) => {
    const needed = group(stores.groups);
    if (needed.current) return loader(stores, route);
    const shown = stillShown(stores);
    return needed.ready().then(
      () => (shown() ? loader(stores, route) : undefined),
      (error: unknown) => console.warn('[route] the stores of the page could not load', error),
    );
  };
}
const accountLoader = (loader: RouteLoader) => inGroup((groups) => groups.account, loader);

/**
 * The loaders of routes other than home, in modules of their own: each is fetched with the first route that needs
 * it, beside the page's chunk (pages.tsx preloads the browsing one with the page).
 */
const ACCOUNT_LOADERS = storeModule(() => import('./accountRouteLoaders'));
const ACCOUNT_PANEL_LOADER = storeModule(() => import('./accountPanelLoader'));

/**
 * A loader of a module of loaders (`pick` names it), run once that module and its page's store groups are in: at
 * once when they are, so its first fetch starts synchronously. A module or group that fails to load leaves the page
 * to say so.
 */
function loaderIn<M>(loaders: StoreModule<M>, pick: (module: M) => RouteLoader, ...groups: GroupOf[]): RouteLoader {
  return (stores, route) => {
    const needed = groups.map((group) => group(stores.groups));
    const module = loaders.loaded();
    if (module && needed.every((group) => group.current)) return pick(module)(stores, route);
    const shown = stillShown(stores);
    return Promise.all([loaders.preload(), ...needed.map((group) => group.ready())]).then(
      ([loaded]) => (shown() ? pick(loaded)(stores, route) : undefined),
      (error: unknown) => console.warn('[route] the loader or the stores of the page could not load', error),
    );
  };
}
type BrowsingLoaders = typeof import('./browsingLoaders');
type AccountLoaders = typeof import('./accountRouteLoaders');
const browsing = (pick: (module: BrowsingLoaders) => RouteLoader, ...groups: GroupOf[]) => loaderIn(BROWSING_LOADERS, pick, ...groups);
const browsingGroup: GroupOf = (groups) => groups.browsing;
const accountGroup: GroupOf = (groups) => groups.account;
const account = (pick: (module: AccountLoaders) => RouteLoader) => loaderIn(ACCOUNT_LOADERS, pick, accountGroup);

/** One loader per route that shows loaded data on its first view; a route without one loads nothing first. */
export const ROUTE_LOADERS: RouteLoaders = {
  [ROUTE_NAME.HOME]: loadHomeRoute,
  [ROUTE_NAME.CATEGORIES]: browsing((m) => m.loadCategoriesRoute),
  [ROUTE_NAME.CATEGORY]: browsing((m) => m.loadCategoryRoute, browsingGroup),
  [ROUTE_NAME.RETAILERS]: browsing((m) => m.loadRetailersRoute, browsingGroup),
  [ROUTE_NAME.RETAILER_GROUP]: browsing((m) => m.loadRetailerGroupRoute, browsingGroup),
  [ROUTE_NAME.RETAILER]: browsing((m) => m.loadRetailerRoute, browsingGroup),
  [ROUTE_NAME.OFFER]: browsing((m) => m.loadOfferRoute, browsingGroup),
  [ROUTE_NAME.OFFER_BY_ID]: browsing((m) => m.loadOfferRoute, browsingGroup),
  [ROUTE_NAME.OFFER_TAG]: browsing((m) => m.loadOfferTagRoute, browsingGroup),
  [ROUTE_NAME.SEARCH]: browsing((m) => m.loadSearchRoute, (groups) => groups.search),
  [ROUTE_NAME.PRICE_COMPARE]: browsing((m) => m.loadPriceCompareRoute, (groups) => groups.search),
  [ROUTE_NAME.WELCOME]: browsing((m) => m.loadWelcomeRoute, browsingGroup),
  [ROUTE_NAME.BONUSES]: account((m) => m.loadBonuses),
  [ROUTE_NAME.BONUS_CATEGORY]: account((m) => m.loadBonuses),
  [ROUTE_NAME.BONUS]: loaderIn(ACCOUNT_LOADERS, (m) => m.loadBonus, accountGroup, browsingGroup),
  [ROUTE_NAME.RETAILER_LINK]: account((m) => m.loadRetailerLink),
  [ROUTE_NAME.REGISTER]: account((m) => m.loadRegistration),
  [ROUTE_NAME.CONFIRM_EMAIL]: account((m) => m.loadEmailConfirmation),
  [ROUTE_NAME.UNLOCK_ACCOUNT]: account((m) => m.loadAccountUnlock),
  [ROUTE_NAME.SECURITY_CHECKUP]: account((m) => m.loadSecurityCheckup),
  [ROUTE_NAME.REFERRAL]: loaderIn(ACCOUNT_LOADERS, (m) => m.loadCustomerRecord),
  [ROUTE_NAME.ACCOUNT_PANEL]: loaderIn(ACCOUNT_PANEL_LOADER, (m) => (stores, route) => m.loadAccountPanel(stores, accountPanelOf(route.params.panel)), accountGroup),
  [ROUTE_NAME.EARNINGS]: accountLoader((stores, route) => stores.earnings.loadTransaction(route.params.transactionId ?? '')),
  [ROUTE_NAME.EMAIL_SETTINGS]: accountLoader((stores, route) => stores.emailSettings.load(routeQueryValue(route.query, NAV_QUERY_KEY.TOKEN) ?? '')),
};

/** Runs `route`'s loader, if it has one (the app as the route changes, the server before it renders, tests). */
export function loadRoute(stores: Stores, route: RouteMatch, loaders: RouteLoaders = ROUTE_LOADERS): Promise<void> {
  return loaders[route.name]?.(stores, route) ?? Promise.resolve();
}
