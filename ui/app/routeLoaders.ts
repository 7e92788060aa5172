import { NAV_QUERY_KEY, ROUTE_NAME, type RouteName } from '../../domain/constants/navigation';
import { accountPanelOf } from '../../domain/navigation/accountPanel';
import type { RouteMatch } from '../../domain/navigation/matchRoute';
import { routeQueryValue } from '../../domain/navigation/routeQuery';
import type { RootStore } from '../stores/RootStore';
import { loadAccountPanel } from './accountPanelLoader';

/**
 * A route's first-view data: fills the stores from the route's params. Never rejects: each store records its
 * own failure (a `Loadable`'s or an entity list's `status` and `error`), which the page shows. The app runs it
 * as the route changes (routeLoading.ts), beside the page's chunk; the server's rendering awaits the same one.
 */
export type RouteLoader = (stores: RootStore, route: RouteMatch) => Promise<void>;

export type RouteLoaders = Partial<Record<RouteName, RouteLoader>>;

/** One loader per route that shows loaded data on its first view; a route without one loads nothing first. */
export const ROUTE_LOADERS: RouteLoaders = {
  [ROUTE_NAME.HOME]: (stores) => stores.home.load(),
  [ROUTE_NAME.ACCOUNT_PANEL]: (stores, route) => loadAccountPanel(stores, accountPanelOf(route.params.panel)),
  [ROUTE_NAME.EARNINGS]: (stores, route) => stores.earnings.loadTransaction(route.params.transactionId ?? ''),
  [ROUTE_NAME.EMAIL_SETTINGS]: (stores, route) => stores.emailSettings.load(routeQueryValue(route.query, NAV_QUERY_KEY.TOKEN) ?? ''),
};

/** Runs `route`'s loader, if it has one (the app as the route changes, the server before it renders, tests). */
export function loadRoute(stores: RootStore, route: RouteMatch, loaders: RouteLoaders = ROUTE_LOADERS): Promise<void> {
  return loaders[route.name]?.(stores, route) ?? Promise.resolve();
}
