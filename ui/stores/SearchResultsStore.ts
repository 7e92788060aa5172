import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import type { SearchRecord } from '../../domain/search/SearchRecord';
import { searchResultsProperties, SEARCH_TRACKING_EVENT } from '../../domain/search/searchTracking';
import { LatestLoad } from './base/LatestLoad';
import type { LoadStatus } from './base/LoadStatus';
import type { SearchBarStore } from './SearchBarStore';
import type { SearchCache, SearchQuery } from './SearchCache';
import type { Tracker } from './Tracker';

/**
 * The results page's search (000 §2 route `search`, §4, §5): its record through the search cache (SearchCache),
 * the retailer a retailer-specific search is limited to, and the 'search results' event once shown. 'idle' is the
 * prompt: no query, nothing asked.
 */
export class SearchResultsStore {
  status: LoadStatus = 'idle';
  /** Replaced whole on each load (not a Loadable: a deep observable copy of 50 offers cost the page's first render). */
  record: SearchRecord | null = null;
  /** The retailer a retailer-specific search is limited to, once known. */
  retailerName: string | null = null;
  /** The query shown (its JSON; null for a blank q), undefined before the first load. */
  private loadedKey: string | null | undefined = undefined;
  private readonly latest = new LatestLoad();

  constructor(
    private readonly deps: {
      search: Pick<SearchCache, 'search'>;
      catalogue: CatalogueGateway;
      searchBar: Pick<SearchBarStore, 'retailerContext'>;
      tracking: Pick<Tracker, 'track'>;
    },
  ) {
    makeAutoObservable<SearchResultsStore, 'deps' | 'loadedKey' | 'latest'>(
      this,
      { deps: false, loadedKey: false, latest: false, record: observableRef },
      { autoBind: true },
    );
  }

  /**
   * Loads `query`'s results (nothing for a blank one); a no-op when they are already shown or loading. Answers the
   * record when this load ran, is still the latest and found one, else null.
   */
  async load(query: SearchQuery | null): Promise<SearchRecord | null> {
    const key = query ? JSON.stringify(query) : null;
    if (key === this.loadedKey && this.status !== 'error') return null;
    this.loadedKey = key;
    const isLatest = this.latest.start();
    if (!query) {
      this.status = 'idle';
      this.record = null;
      this.retailerName = null;
      return null;
    }
    this.status = 'loading';
    void this.loadRetailerName(query.retailerId, isLatest);
    try {
      const record = await this.deps.search.search(query);
      if (!isLatest()) return null;
      runInAction(() => {
        this.record = record;
        this.status = 'ready';
      });
      void this.deps.tracking.track(SEARCH_TRACKING_EVENT.SEARCH_RESULTS, searchResultsProperties(record, query));
      return record;
    } catch (error) {
      console.warn('[search page] the search could not be loaded', error);
      if (isLatest()) runInAction(() => (this.status = 'error'));
      return null;
    }
  }

  /** Try again after a failure. */
  retry(query: SearchQuery | null): Promise<SearchRecord | null> {
    this.loadedKey = undefined;
    return this.load(query);
  }

  /** The page was left: a visit again loads (and reports) the search again. */
  leave(): void {
    this.latest.cancel();
    this.loadedKey = undefined;
  }

  /** The header's pill names the retailer when the search came from it; otherwise the catalogue does. */
  private async loadRetailerName(retailerId: number | null, isLatest: () => boolean): Promise<void> {
    const fromBar = this.deps.searchBar.retailerContext;
    if (retailerId === null || fromBar?.id === retailerId) {
      this.retailerName = retailerId === null ? null : (fromBar?.name ?? null);
      return;
    }
    if (this.retailerName !== null) this.retailerName = null;
    try {
      const retailer = await this.deps.catalogue.fetchRetailer(retailerId);
      if (isLatest()) runInAction(() => (this.retailerName = retailer?.name ?? null));
    } catch (error) {
      // The heading falls back to words without the name: the results themselves still show.
      console.warn("[search page] the search's retailer could not be loaded", error);
    }
  }
}
