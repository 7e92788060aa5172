import type { Offer } from '../offers/Offer';
import type { Retailer } from '../retailers/Retailer';

/** A bonus as search returns it; full bonus fields belong to the account area. */
export interface SearchBonus {
  id: number;
  name: string;
}

export interface SearchResults {
  /** The corrected term when the server fixed the spelling. */
  misspelling?: string | null;
  retailerNodes: readonly Retailer[];
  offers: readonly Offer[];
  bonuses: readonly SearchBonus[];
  /** How many offers match on every page together: the results page's page count. */
  totalOffers: number;
}

/** Nothing matched: no retailers, no offers on any page, no bonuses. */
export function hasNoResults(results: Pick<SearchResults, 'retailerNodes' | 'bonuses' | 'totalOffers'>): boolean {
  return results.totalOffers === 0 && results.retailerNodes.length === 0 && results.bonuses.length === 0;
}

/** A cached search (000 §3); timeSearched is when it was fetched, in epoch milliseconds. */
export interface SearchRecord {
  term: string;
  results: SearchResults;
  timeSearched: number;
}

/** A part of a suggestion to highlight: `length` characters from `offset`. */
export interface SuggestionHighlight {
  offset: number;
  length: number;
}

/** A type-ahead suggestion (000 §3). */
export interface TypeAheadSuggestion {
  text: string;
  highlights: readonly SuggestionHighlight[];
  /** Set when the suggestion is a retailer's name: picking it goes to that retailer's page (ours, x-inferred). */
  retailerId?: number | null;
}

/** Popular search terms (000 §3). */
export interface PopularSearchTerms {
  globalSearches: readonly string[];
  retailerSpecificSearches: readonly string[];
}
