import type { SearchRecord } from './SearchRecord';

/** How long a search is cached (000 §9). */
export const SEARCH_CACHE_MS = 600_000;

/**
 * A cached search is reused (000 §5) unless the request asks for correctSpelling false (the shopper
 * insisted on the exact spelling, which the cached answer may have corrected) or the entry is
 * expired: fresh while younger than SEARCH_CACHE_MS, expired from that age on.
 */
export function canReuseCachedSearch(
  entry: Pick<SearchRecord, 'timeSearched'> | null | undefined,
  request: { correctSpelling?: boolean; now: Date },
): boolean {
  if (!entry || request.correctSpelling === false) return false;
  const age = request.now.getTime() - entry.timeSearched;
  return Number.isFinite(age) && age < SEARCH_CACHE_MS;
}
