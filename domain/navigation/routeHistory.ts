/**
 * The in-app route history that breadcrumbs read (000 §2 "Route history rule"): a stack of the routes visited
 * before the current one, most recent last.
 */
import { BREADCRUMB_LABEL, ROUTE_NAME, type RouteName } from '../constants/navigation';
import { buildPath, matchedPath } from './buildPath';
import type { RouteMatch, RouteParams } from './matchRoute';
import type { RouteQuery } from './routeQuery';

export interface RouteHistoryEntry {
  readonly name: RouteName;
  /** Path with query, as matchedPath writes it; entries are compared by it. */
  readonly path: string;
  readonly params: RouteParams;
  readonly query: RouteQuery;
  /** The page's own crumb label, such as the retailer or category name. */
  readonly title: string;
}

export type RouteHistory = readonly RouteHistoryEntry[];

/** The fallback most recent route: /home, name home (000 §2, 001 §2). */
export const HOME_ROUTE_HISTORY_ENTRY: RouteHistoryEntry = {
  name: ROUTE_NAME.HOME,
  path: buildPath(ROUTE_NAME.HOME),
  params: {},
  query: {},
  title: BREADCRUMB_LABEL.HOME,
};

export function routeHistoryEntry(route: RouteMatch, title: string): RouteHistoryEntry {
  return { ...route, path: matchedPath(route), title };
}

export interface RouteTransition {
  /** The route being left; undefined on the first load. */
  readonly from?: RouteHistoryEntry;
  readonly to: RouteHistoryEntry;
}

/**
 * Pop when the new route equals the most recent one (the user went back); push home when there is no history
 * and the path did not change (a first load); otherwise push the route being left.
 * Not in the documents: a same-path transition with history already present (a re-render or a reload)
 * leaves the history as it is rather than pushing the page onto itself.
 */
export function nextRouteHistory(history: RouteHistory, { from, to }: RouteTransition): RouteHistory {
  const mostRecent = history[history.length - 1];
  if (mostRecent && mostRecent.path === to.path) return history.slice(0, -1);
  const samePath = from === undefined || from.path === to.path;
  if (samePath) return history.length === 0 ? [HOME_ROUTE_HISTORY_ENTRY] : history;
  return [...history, from];
}
