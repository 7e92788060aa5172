import type { SearchRecord } from './SearchRecord';

/** The search events of 000 §7: 'search' from the bar, 'search results' once the results page shows a search. */
export const SEARCH_TRACKING_EVENT = {
  SEARCH: 'search',
  SEARCH_RESULTS: 'search results',
} as const;

/** Property names of the 'search' event (ours): the term as searched, and the retailer when the pill is on. */
export const SEARCH_TRACKING_PROPERTY = { TERM: 'term', RETAILER_ID: 'retailerId' } as const;

/** What a 'search results' event says (property names ours; the documents name only the event). */
export function searchResultsProperties(
  record: SearchRecord,
  request: { retailerId: number | null; correctSpelling: boolean; page: number },
): Record<string, string | number | boolean | null> {
  return {
    term: record.term,
    retailerId: request.retailerId,
    correctSpelling: request.correctSpelling,
    misspelling: record.results.misspelling ?? null,
    page: request.page,
    retailerCount: record.results.retailerNodes.length,
    offerCount: record.results.totalOffers,
    bonusCount: record.results.bonuses.length,
  };
}
