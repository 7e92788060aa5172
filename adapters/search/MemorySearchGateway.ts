import type { Offer } from '../../domain/offers/Offer';
import type { Retailer } from '../../domain/retailers/Retailer';
import { hasNoResults, type PopularSearchTerms, type SearchBonus, type SearchRecord, type SearchResults, type TypeAheadSuggestion } from '../../domain/search/SearchRecord';
import { LIMITS } from '../../domain/constants/limits';
import { notSignedIn } from '../twinRefusals';
import type { SearchGateway, SearchRequest } from './SearchGateway';

const TWIN = 'search twin';

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every word of the term starts a word of the name, as the sandbox matches (word prefixes, any case). */
function nameMatches(name: string, term: string): boolean {
  const nameWords = wordsOf(name);
  const termWords = wordsOf(term);
  return termWords.length > 0 && termWords.every((word) => nameWords.some((candidate) => candidate.startsWith(word)));
}

/** Where the prefix starts a word of the text, case-insensitively: one range, or none. */
function prefixHighlight(text: string, prefix: string): TypeAheadSuggestion['highlights'] {
  const lower = text.toLowerCase();
  const wanted = prefix.toLowerCase();
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(lower.charAt(at - 1))) return [{ offset: at, length: wanted.length }];
  }
  return [];
}

/**
 * The in-memory twin: searches the `retailers`, `offers` and `bonuses` it holds by word prefix, corrects a
 * term without hits from `corrections` (lower-case term → corrected term), suggests retailer names (with the retailer's id)
 * then offer names with a word starting with the prefix, and answers `popular`. A visitor is refused with an authentication
 * error, as the content server does; `failWith` makes every call fail. `now` stamps the records.
 */
export class MemorySearchGateway implements SearchGateway {
  retailers: Retailer[] = [];
  offers: Offer[] = [];
  bonuses: SearchBonus[] = [];
  readonly corrections = new Map<string, string>();
  popular: { globalSearches: string[]; byRetailer: Map<number, string[]> } = { globalSearches: [], byRetailer: new Map() };
  signedIn = true;
  failWith: Error | null = null;
  now = () => Date.now();
  /** Every call, in order (a test checks debouncing and caching by what reached the service). */
  readonly calls: { operation: keyof SearchGateway; args: unknown[] }[] = [];

  async search(request: SearchRequest): Promise<SearchRecord> {
    this.guard('search', [request]);
    let results = this.resultsFor(request.term, request.retailerId);
    const correction = this.corrections.get(request.term.toLowerCase());
    if (request.correctSpelling && correction && hasNoResults(results)) {
      const corrected = this.resultsFor(correction, request.retailerId);
      if (!hasNoResults(corrected)) results = { ...corrected, misspelling: correction };
    }
    return { term: request.term, results: onePage(results, request.page ?? 1, request.limit ?? LIMITS.DEFAULT_OFFERS_LIMIT), timeSearched: this.now() };
  }

  async typeAheadSuggestions(prefix: string, limit: number): Promise<TypeAheadSuggestion[]> {
    this.guard('typeAheadSuggestions', [prefix, limit]);
    const seen = new Set<string>();
    const suggestions: TypeAheadSuggestion[] = [];
    const named = [
      ...this.retailers.map((retailer) => ({ text: retailer.name, retailerId: retailer.id })),
      ...this.offers.map((offer) => ({ text: offer.name, retailerId: null })),
    ];
    for (const { text, retailerId } of named) {
      const highlights = prefixHighlight(text, prefix.trim());
      if (highlights.length === 0 || seen.has(text.toLowerCase()) || suggestions.length >= limit) continue;
      seen.add(text.toLowerCase());
      suggestions.push(retailerId === null ? { text, highlights } : { text, highlights, retailerId });
    }
    return suggestions;
  }

  async popularSearchTerms(retailerId: number | null): Promise<PopularSearchTerms> {
    this.guard('popularSearchTerms', [retailerId]);
    return {
      globalSearches: [...this.popular.globalSearches],
      retailerSpecificSearches: retailerId === null ? [] : [...(this.popular.byRetailer.get(retailerId) ?? [])],
    };
  }

  private resultsFor(term: string, retailerId: number | null): SearchResults {
    const offers = this.offers.filter((offer) => nameMatches(offer.name, term) && (retailerId === null || (offer.retailers ?? []).includes(retailerId)));
    return {
      misspelling: null,
      retailerNodes: this.retailers.filter((retailer) => nameMatches(retailer.name, term) && (retailerId === null || retailer.id === retailerId)),
      offers,
      bonuses: retailerId === null ? this.bonuses.filter((bonus) => nameMatches(bonus.name, term)) : [],
      totalOffers: offers.length,
    };
  }

  private guard(operation: keyof SearchGateway, args: unknown[]): void {
    this.calls.push({ operation, args });
    if (this.failWith) throw this.failWith;
    if (!this.signedIn) throw notSignedIn(TWIN, operation);
  }
}

/** One page of all matching offers, as the content server pages them: retailers and bonuses come with page 1 only. */
function onePage(results: SearchResults, page: number, limit: number): SearchResults {
  const offers = results.offers.slice((page - 1) * limit, page * limit);
  const firstPage = page === 1;
  return {
    ...results,
    retailerNodes: firstPage ? results.retailerNodes : [],
    bonuses: firstPage ? results.bonuses : [],
    offers,
  };
}
