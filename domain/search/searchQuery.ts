import { LIMITS } from '../constants/limits';
import { ROUTE_NAME } from '../constants/navigation';

/**
 * The query as searched (000 §5): trimmed and cut to 255 characters. Trailing space left by the
 * cut is trimmed too, so the same words always give the same cache key. Non-strings give ''.
 */
export function normalizeSearchQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw.trim().slice(0, LIMITS.SEARCH_MAX_LENGTH).trimEnd();
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
