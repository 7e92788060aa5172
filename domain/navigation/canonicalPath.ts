import { NAV_QUERY_KEY } from '../constants/navigation';
import { matchedPath } from './buildPath';
import type { RouteMatch } from './matchRoute';
import type { RouteQuery } from './routeQuery';
import { routeDefinition } from './routes';

/**
 * The path a page's `<link rel="canonical">` names (the server renders it, issue 31): the route's own path with its
 * params, so '/' and '/home?utm_source=x' both name '/home' (ROOT_ROUTE). Of the query only what shows other
 * content stays: a paged list's page beyond the first, and a route's list keys (a retailer group's `ids`); tracking,
 * sign-in and return queries show the same page.
 */
export function canonicalPath(route: RouteMatch): string {
  const definition = routeDefinition(route.name);
  const query: Record<string, RouteQuery[string]> = {};
  const page = route.query[NAV_QUERY_KEY.PAGE];
  if (definition.pagedList && typeof page === 'string' && page !== '1') query[NAV_QUERY_KEY.PAGE] = page;
  for (const key of definition.arrayQueryKeys) {
    const values = route.query[key];
    if (values !== undefined) query[key] = values;
  }
  return matchedPath({ ...route, query });
}
