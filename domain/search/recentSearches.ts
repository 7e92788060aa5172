import { LIMITS } from '../constants/limits';

/**
 * Recent searches to list (000 §9): on desktop, when recently viewed retailers take space too,
 * only the first 5; otherwise all of them.
 */
export function recentSearchesToShow<T>(
  searches: readonly T[],
  context: { hasRecentRetailers: boolean; isDesktop: boolean },
): T[] {
  return context.hasRecentRetailers && context.isDesktop
    ? searches.slice(0, LIMITS.RECENT_SEARCHES_WITH_RECENT_RETAILERS)
    : [...searches];
}
