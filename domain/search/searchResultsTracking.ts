import type { SearchRecord } from './SearchRecord';

/** The event the results page sends once it shows a search (000 §7 'search results'). */
export const SEARCH_RESULTS_EVENT = 'search results';

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
