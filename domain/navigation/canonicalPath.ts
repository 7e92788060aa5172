import { NAV_QUERY_KEY } from '../constants/navigation';
import { matchedPath } from './buildPath';
import type { RouteMatch } from './matchRoute';
import { routeDefinition } from './routes';

/**
 * The path a page's `<link rel="canonical">` names (the server renders it, issue 31): the route's own path with its
 * params, so '/' and '/home?utm_source=x' both name '/home' (ROOT_ROUTE); of the query only a paged list's page
 * beyond the first stays, since ?page=2 shows other content while tracking, sign-in and return queries do not.
 */
export function canonicalPath(route: RouteMatch): string {
  const page = route.query[NAV_QUERY_KEY.PAGE];
  const keepsPage = routeDefinition(route.name).pagedList && typeof page === 'string' && page !== '1';
  return matchedPath({ ...route, query: keepsPage ? { [NAV_QUERY_KEY.PAGE]: page } : {} });
}
