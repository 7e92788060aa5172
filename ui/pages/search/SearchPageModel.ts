import { makeAutoObservable } from 'mobx';
import { LIMITS } from '../../../domain/constants/limits';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { pageCount } from '../../../domain/offers/pagination';
import { hasNoResults, type SearchRecord } from '../../../domain/search/SearchRecord';
import { searchPath } from '../../../domain/search/searchQuery';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { Stores } from '../../stores/Stores';
import { searchQueryOf } from '../../stores/searchQueryOf';
import type { SearchQuery } from '../../stores/SearchCache';

/**
 * The search results page (000 §2 route `search`, §4, §5): the query from the URL (q normalised, optional
 * retailerId, correctSpelling=false for "exactly as typed", the offers' page) and its results from
 * SearchResultsStore (filled by the route's loader, which reports the 'search results' event once shown).
 */
export class SearchPageModel {
  constructor(private readonly stores: Stores) {
    makeAutoObservable<SearchPageModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  /** 'idle' is the prompt: no query to search (a blank q), so nothing is asked. */
  get status(): LoadStatus {
    return this.stores.searchResults.status;
  }

  get record(): SearchRecord | null {
    return this.stores.searchResults.record;
  }

  /** The retailer a retailer-specific search is limited to, once known. */
  get retailerName(): string | null {
    return this.stores.searchResults.retailerName;
  }

  /** The search the URL asks for, or null when its q is blank (or missing). */
  get query(): SearchQuery | null {
    return searchQueryOf(this.stores.router.route);
  }

  /** Pages of offers (the contract serves at most 200). */
  get pages(): number {
    return Math.min(pageCount(this.record?.results.totalOffers ?? 0, LIMITS.DEFAULT_OFFERS_LIMIT), LIMITS.SEARCH_MAX_PAGES);
  }

  get isEmpty(): boolean {
    const results = this.record?.results;
    return !!results && hasNoResults(results);
  }

  /** The corrected term's search ("Did you mean …?"), keeping the retailer. */
  get correctedPath(): string | null {
    const corrected = this.record?.results.misspelling;
    return corrected ? searchPath({ term: corrected, retailerId: this.query?.retailerId ?? null }) : null;
  }

  /** The same term searched exactly as typed ("Search instead for …"). */
  get asTypedPath(): string | null {
    const query = this.query;
    return query ? searchPath({ term: query.term, retailerId: query.retailerId, asTyped: true }) : null;
  }

  /** A retailer-specific search's term searched site-wide. */
  get everywherePath(): string | null {
    const query = this.query;
    return query ? searchPath({ term: query.term, retailerId: null, asTyped: !query.correctSpelling }) : null;
  }

  /** The current search on another page of offers. */
  pagePath(page: number): string {
    const query = this.query;
    if (!query) return buildPath(ROUTE_NAME.SEARCH);
    return searchPath({ term: query.term, retailerId: query.retailerId, asTyped: !query.correctSpelling, page });
  }

  /** Try again after a failure. */
  retry(): Promise<SearchRecord | null> {
    return this.stores.searchResults.retry(this.query);
  }

  /** The page was left: a visit again loads the search again. */
  leave(): void {
    this.stores.searchResults.leave();
  }

  /** Shows another page of offers (a new history entry: Back returns to the page before). */
  showPage(page: number): void {
    this.stores.router.showListPage(page);
  }
}
