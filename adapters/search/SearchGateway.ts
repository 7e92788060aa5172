import type { PopularSearchTerms, SearchRecord, TypeAheadSuggestion } from '../../domain/search/SearchRecord';

/** One search as asked (000 §7 POST contentServer/search). */
export interface SearchRequest {
  /** The normalised query (normalizeSearchQuery): trimmed, at most 255 characters, not empty. */
  term: string;
  /** Searches within this retailer only (the header's retailer pill), or site-wide when null. */
  retailerId: number | null;
  /** false searches the term exactly as typed ("Did you mean…?" declined). */
  correctSpelling: boolean;
  /** The 1-based page of offers (default 1); retailers and bonuses come with page 1 only. */
  page?: number;
  /** Most offers on a page, at most the default search limit (LIMITS.DEFAULT_OFFERS_LIMIT, also the default). */
  limit?: number;
}

/**
 * The port for search (000 §3, §7): the search record, type-ahead suggestions and popular terms, all signed
 * in only. Failures reject (an authentication error as the SDK raises it); what a screen does with a
 * failure (an empty suggestion list, an error state) is the store's rule, not the port's.
 */
export interface SearchGateway {
  search(request: SearchRequest): Promise<SearchRecord>;
  /** At most `limit` suggestions for a non-empty prefix, each with the ranges to mark. */
  typeAheadSuggestions(prefix: string, limit: number): Promise<TypeAheadSuggestion[]>;
  /** Site-wide terms, and the retailer's when one is given (else retailerSpecificSearches is empty). */
  popularSearchTerms(retailerId: number | null): Promise<PopularSearchTerms>;
}
