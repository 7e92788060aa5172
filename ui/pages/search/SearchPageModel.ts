import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LIMITS } from '../../../domain/constants/limits';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { routeQueryValue } from '../../../domain/navigation/routeQuery';
import { pageCount } from '../../../domain/offers/pagination';
import { hasNoResults, type SearchRecord } from '../../../domain/search/SearchRecord';
import { CORRECT_SPELLING_OFF, normalizeSearchQuery, searchPath } from '../../../domain/search/searchQuery';
import { searchResultsProperties, SEARCH_TRACKING_EVENT } from '../../../domain/search/searchTracking';
import { parseNumericId } from '../../../domain/values/numericId';
import { LatestLoad } from '../../stores/base/LatestLoad';
import type { RootStore } from '../../stores/RootStore';
import type { SearchQuery } from '../../stores/SearchCache';
import { SEARCH_PAGE_COPY } from './copy';

/** 'prompt': no query to search (a blank q), so nothing is asked. */
export type SearchPageStatus = 'prompt' | 'loading' | 'ready' | 'error';

/**
 * The search results page (000 §2 route `search`, §4, §5): the query from the URL (q normalised, optional
 * retailerId, correctSpelling=false for "exactly as typed", the offers' page), its record through the search
 * store's cache, the retailer of a retailer-specific search, and the 'search results' event once shown.
 */
export class SearchPageModel {
  status: SearchPageStatus = 'prompt';
  record: SearchRecord | null = null;
  /** The retailer a retailer-specific search is limited to, once known. */
  retailerName: string | null = null;
  /** The query shown (its JSON; null for a blank q), undefined before the first load. */
  private loadedKey: string | null | undefined = undefined;
  private readonly latest = new LatestLoad();

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<SearchPageModel, 'stores' | 'loadedKey' | 'latest'>(
      this,
      // The record is replaced whole on each load: a deep observable copy of 50 offers cost the page's first render.
      { stores: false, loadedKey: false, latest: false, record: observableRef },
      { autoBind: true },
    );
  }

  /** The search the URL asks for, or null when its q is blank (or missing). */
  get query(): SearchQuery | null {
    const { route, listPage } = this.stores.router;
    const term = normalizeSearchQuery(routeQueryValue(route.query, NAV_QUERY_KEY.SEARCH_TERM));
    if (term === '') return null;
    return {
      term,
      retailerId: parseNumericId(routeQueryValue(route.query, NAV_QUERY_KEY.RETAILER_ID)),
      correctSpelling: routeQueryValue(route.query, NAV_QUERY_KEY.CORRECT_SPELLING) !== CORRECT_SPELLING_OFF,
      page: Math.min(listPage, LIMITS.SEARCH_MAX_PAGES),
    };
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

  /** Loads what the URL asks for; a no-op when it is already shown (or loading). */
  async load(): Promise<void> {
    const query = this.query;
    const key = query ? JSON.stringify(query) : null;
    if (key === this.loadedKey && this.status !== 'error') return;
    this.loadedKey = key;
    const isLatest = this.latest.start();
    this.stores.routeHistory.setPageContext({ title: query ? SEARCH_PAGE_COPY.documentTitle(query.term) : SEARCH_PAGE_COPY.HEADING });
    if (!query) {
      this.status = 'prompt';
      this.record = null;
      return;
    }
    this.status = 'loading';
    void this.loadRetailerName(query.retailerId, isLatest);
    try {
      const record = await this.stores.search.search(query);
      if (!isLatest()) return;
      runInAction(() => {
        this.record = record;
        this.status = 'ready';
      });
      void this.stores.tracking.track(SEARCH_TRACKING_EVENT.SEARCH_RESULTS, searchResultsProperties(record, query));
    } catch (error) {
      console.warn('[search page] the search could not be loaded', error);
      if (isLatest()) runInAction(() => (this.status = 'error'));
    }
  }

  /** Try again after a failure. */
  retry(): Promise<void> {
    this.loadedKey = undefined;
    return this.load();
  }

  /** Shows another page of offers (a new history entry: Back returns to the page before). */
  showPage(page: number): void {
    this.stores.router.showListPage(page);
  }

  /** The header's pill names the retailer when the search came from it; otherwise the catalogue does. */
  private async loadRetailerName(retailerId: number | null, isLatest: () => boolean): Promise<void> {
    const fromBar = this.stores.searchBar.retailerContext;
    if (retailerId === null || fromBar?.id === retailerId) {
      this.retailerName = retailerId === null ? null : (fromBar?.name ?? null);
      return;
    }
    if (this.retailerName !== null) this.retailerName = null;
    try {
      const retailer = await this.stores.ports.catalogue.fetchRetailer(retailerId);
      if (isLatest()) runInAction(() => (this.retailerName = retailer?.name ?? null));
    } catch (error) {
      // The heading falls back to words without the name: the results themselves still show.
      console.warn("[search page] the search's retailer could not be loaded", error);
    }
  }
}
