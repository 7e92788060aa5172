import { normalizeSearchQuery } from './searchQuery';

/** Recent searches shown on desktop when recently viewed retailers exist. */
const RECENT_SEARCHES_WITH_RECENT_RETAILERS = 5;

/**
 * How many recent searches are kept (ours: the documents show a list but no length). "All" of them show
 * on mobile, so the list stays short enough to read there.
 */
export const RECENT_SEARCHES_KEPT = 10;

/**
 * Recent searches to list (000 §9): on desktop, when recently viewed retailers take space too,
 * only the first 5; otherwise all of them.
 */
export function recentSearchesToShow<T>(
  searches: readonly T[],
  context: { hasRecentRetailers: boolean; isDesktop: boolean },
): T[] {
  return context.hasRecentRetailers && context.isDesktop
    ? searches.slice(0, RECENT_SEARCHES_WITH_RECENT_RETAILERS)
    : [...searches];
}

/** `term` searched now: first, an earlier search of the same words (any case) dropped, RECENT_SEARCHES_KEPT kept. */
export function withRecentSearch(searches: readonly string[], term: string): string[] {
  const searched = normalizeSearchQuery(term);
  if (searched === '') return [...searches];
  const others = searches.filter((earlier) => earlier.toLowerCase() !== searched.toLowerCase());
  return [searched, ...others].slice(0, RECENT_SEARCHES_KEPT);
}

/** Recent searches as stored (browser storage may hold anything): the searchable strings, once each, in order. */
export function parseRecentSearches(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((entry): entry is string => typeof entry === 'string')
    .reduceRight<string[]>((kept, term) => withRecentSearch(kept, term), []);
}
