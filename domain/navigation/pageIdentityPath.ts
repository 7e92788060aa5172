import { NAV_QUERY_KEY } from '../constants/navigation';
import type { RouteMatch } from './matchRoute';
import { formatQuery } from './routeQuery';
import { routeDefinition } from './routes';

/**
 * The path that names a page for its title and crumb: on a paged list's route, moving to ?page=2 shows the same
 * page (a retailer stays that retailer), so the page query is left out.
 */
export function pageIdentityPath(pathname: string, route: RouteMatch): string {
  const pagedList = routeDefinition(route.name).pagedList;
  const query = Object.fromEntries(Object.entries(route.query).filter(([key]) => !(pagedList && key === NAV_QUERY_KEY.PAGE)));
  return `${pathname}${formatQuery(query)}`;
}
