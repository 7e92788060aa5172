import { searchModeForPath, SEARCH_MODE, type SearchMode } from '../navigation/searchMode';
import type { Retailer } from '../retailers/Retailer';

/** A retailer search context needs more than this many offers (000 §4). */
const RETAILER_SEARCH_CONTEXT_MIN_OFFERS = 1;

export interface SearchContext {
  mode: SearchMode;
  /** Set when searches are limited to this retailer (the dismissible retailer pill). */
  retailerId: number | null;
}

export interface SearchContextInput {
  /** The current route path. */
  path: string;
  /** The retailer of the current page, when known. */
  retailer?: Pick<Retailer, 'id' | 'offerCount'> | null;
  /** The shopper dismissed the retailer pill to search site-wide. */
  dismissed: boolean;
}

/**
 * Search mode by route (000 §4): a path containing '/retailers/' is retailer-gallery mode.
 * Searches are retailer-specific only there, when the retailer has more than 1 offer and the
 * shopper has not dismissed the pill; the mode itself follows the route either way.
 */
export function searchContext(input: SearchContextInput): SearchContext {
  const mode = searchModeForPath(input.path);
  const retailer = input.retailer;
  const specific =
    mode === SEARCH_MODE.RETAILER_GALLERY &&
    !input.dismissed &&
    retailer != null &&
    (retailer.offerCount ?? 0) > RETAILER_SEARCH_CONTEXT_MIN_OFFERS;
  return { mode, retailerId: specific && retailer ? retailer.id : null };
}
