import { LIMITS } from '../../domain/constants/limits';
import { NAV_QUERY_KEY } from '../../domain/constants/navigation';
import type { RouteMatch } from '../../domain/navigation/matchRoute';
import { routeQueryValue } from '../../domain/navigation/routeQuery';
import { requestedPage } from '../../domain/navigation/pageQuery';
import { CORRECT_SPELLING_OFF, normalizeSearchQuery } from '../../domain/search/searchQuery';
import { parseNumericId } from '../../domain/values/numericId';
import type { SearchQuery } from './SearchCache';

/**
 * The search a /search URL asks for (q normalised, optional retailerId, correctSpelling=false for "exactly as
 * typed", the offers' page), or null when its q is blank (or missing).
 */
export function searchQueryOf(route: Pick<RouteMatch, 'query'>): SearchQuery | null {
  const term = normalizeSearchQuery(routeQueryValue(route.query, NAV_QUERY_KEY.SEARCH_TERM));
  if (term === '') return null;
  return {
    term,
    retailerId: parseNumericId(routeQueryValue(route.query, NAV_QUERY_KEY.RETAILER_ID)),
    correctSpelling: routeQueryValue(route.query, NAV_QUERY_KEY.CORRECT_SPELLING) !== CORRECT_SPELLING_OFF,
    page: Math.min(requestedPage(routeQueryValue(route.query, NAV_QUERY_KEY.PAGE)), LIMITS.SEARCH_MAX_PAGES),
  };
}
