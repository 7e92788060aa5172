import { NAV_QUERY_KEY, ROUTE_NAME } from '../constants/navigation';
import { buildPath } from '../navigation/buildPath';
import { pageQueryValue } from '../navigation/pageQuery';

/** A search query is cut to this many characters (000 §9). */
export const SEARCH_MAX_LENGTH = 255;

/** The `correctSpelling` query value of a search made exactly as typed (000 §5); any other value corrects. */
export const CORRECT_SPELLING_OFF = 'false';

/**
 * The query as searched (000 §5): trimmed and cut to 255 characters. Trailing space left by the
 * cut is trimmed too, so the same words always give the same cache key. Non-strings give ''.
 */
export function normalizeSearchQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw.trim().slice(0, SEARCH_MAX_LENGTH).trimEnd();
}

/** Type-ahead suggestions are requested only for non-empty (trimmed) input (000 §5). */
export function shouldRequestTypeAhead(input: unknown): boolean {
  return normalizeSearchQuery(input).length > 0;
}

/** Cache key of a search (000 §5): 'term', or 'term:retailerId' for a retailer-specific search. */
export function searchCacheKey(term: string, retailerId?: number | null): string {
  return retailerId === undefined || retailerId === null ? term : `${term}:${retailerId}`;
}

/** Moving to the home route clears the search query (000 §4). */
export function clearsSearchQuery(routeName: string | null | undefined): boolean {
  return routeName === ROUTE_NAME.HOME;
}

/**
 * The search results path (000 §2 route `search`): `q`, the retailer of a retailer-specific search, correctSpelling
 * off for a search exactly as typed, and the offers' page (none for page 1).
 */
export function searchPath(target: { term: string; retailerId?: number | null; asTyped?: boolean; page?: number }): string {
  const pageValue = pageQueryValue(target.page ?? 1);
  return buildPath(ROUTE_NAME.SEARCH, {}, {
    [NAV_QUERY_KEY.SEARCH_TERM]: target.term,
    ...(target.retailerId == null ? {} : { [NAV_QUERY_KEY.RETAILER_ID]: String(target.retailerId) }),
    ...(target.asTyped ? { [NAV_QUERY_KEY.CORRECT_SPELLING]: CORRECT_SPELLING_OFF } : {}),
    ...(pageValue === undefined ? {} : { [NAV_QUERY_KEY.PAGE]: pageValue }),
  });
}
