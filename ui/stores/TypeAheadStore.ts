import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import type { Timers } from '../../adapters/clock/Timers';
import type { SearchGateway } from '../../adapters/search/SearchGateway';
import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';
import { STORAGE_KEY } from '../../domain/constants/cookies';
import { LIMITS } from '../../domain/constants/limits';
import { TIMING } from '../../domain/constants/timing';
import type { Retailer } from '../../domain/retailers/Retailer';
import { parseRecentSearches, recentSearchesToShow, withRecentSearch } from '../../domain/search/recentSearches';
import type { TypeAheadSuggestion } from '../../domain/search/SearchRecord';
import { normalizeSearchQuery, shouldRequestTypeAhead } from '../../domain/search/searchQuery';
import { SEARCH_TRACKING_EVENT, SEARCH_TRACKING_PROPERTY } from '../../domain/search/searchTracking';
import { LatestLoad } from './base/LatestLoad';
import type { LayoutStore } from './LayoutStore';
import { readJson, writeJson } from './storedJson';
import type { Tracker } from './Tracker';

export interface TypeAheadDeps {
  search: Pick<SearchGateway, 'typeAheadSuggestions' | 'popularSearchTerms'>;
  catalogue: Pick<CatalogueGateway, 'fetchRecentlyViewedRetailers'>;
  storage: KeyValueStorage;
  timers: Timers;
  layout: Pick<LayoutStore, 'isMobileHeader'>;
  tracking: Pick<Tracker, 'track'>;
}

/**
 * The header search bar's type-ahead (000 §2, §5, §9): suggestions for the typed text 300 ms after the last
 * keystroke (never for blank input, at most 8, the latest answer wins, a failure shows none), and, while the
 * box is focused and empty, the recently viewed retailers, the recent searches (kept in browser storage) and
 * the popular terms. Nothing here ever shows an error: the dropdown just has less in it.
 */
export class TypeAheadStore {
  suggestions: TypeAheadSuggestion[] = [];
  /** The text the shown suggestions answer (null while a new answer is due): "no matches" is said only for it. */
  answeredFor: string | null = null;
  recentRetailers: Retailer[] = [];
  recentSearches: string[] = [];
  popularTerms: string[] = [];
  private cancelPending: (() => void) | null = null;
  private readonly suggestionLoad = new LatestLoad();
  private readonly startingPointsLoad = new LatestLoad();

  constructor(private readonly deps: TypeAheadDeps) {
    makeAutoObservable<TypeAheadStore, 'deps' | 'cancelPending' | 'suggestionLoad' | 'startingPointsLoad'>(
      this,
      { deps: false, cancelPending: false, suggestionLoad: false, startingPointsLoad: false },
      { autoBind: true },
    );
  }

  /** The typed text changed: suggestions for it once typing pauses; blank input clears them at once. */
  queryChanged(query: string): void {
    this.cancelPending?.();
    this.cancelPending = null;
    this.answeredFor = null;
    const prefix = normalizeSearchQuery(query);
    if (!shouldRequestTypeAhead(prefix)) {
      this.suggestionLoad.cancel();
      this.suggestions = [];
      return;
    }
    this.cancelPending = this.deps.timers.after(TIMING.TYPE_AHEAD_DEBOUNCE_MS, () => {
      this.cancelPending = null;
      void this.loadSuggestions(prefix);
    });
  }

  /**
   * The box is focused and empty: recently viewed retailers, recent searches and popular terms, site-wide or,
   * with the retailer pill on (`retailerId`), the retailer's own. A failed part stays empty.
   */
  async loadStartingPoints(retailerId: number | null): Promise<void> {
    const isLatest = this.startingPointsLoad.start();
    this.recentSearches = this.storedSearches();
    const [retailers, popular] = await Promise.all([
      this.deps.catalogue.fetchRecentlyViewedRetailers().catch(quietly<Retailer[]>('recently viewed retailers', [])),
      this.deps.search.popularSearchTerms(retailerId).catch(quietly('popular search terms', null)),
    ]);
    if (!isLatest()) return;
    runInAction(() => {
      this.recentRetailers = retailers;
      this.popularTerms = popular ? [...(retailerId === null ? popular.globalSearches : popular.retailerSpecificSearches)] : [];
    });
  }

  /** The typed text nothing matched (the answer came back empty), or null (also after a failure, 000 §7). */
  get noMatchesFor(): string | null {
    return this.answeredFor !== null && this.suggestions.length === 0 ? this.answeredFor : null;
  }

  /**
   * Recent searches as listed (000 §9): 5 on desktop when recently viewed retailers are listed too, else all.
   * Desktop is the header's own: the wide header, where the two lists sit side by side.
   */
  get recentSearchesShown(): string[] {
    return recentSearchesToShow(this.recentSearches, {
      hasRecentRetailers: this.recentRetailers.length > 0,
      isDesktop: !this.deps.layout.isMobileHeader,
    });
  }

  /** A search was made from the bar: remembered first among recent searches, and tracked (000 §7 'search'). */
  searched(term: string, retailerId: number | null): void {
    const searched = normalizeSearchQuery(term);
    if (searched === '') return;
    this.dropSuggestions();
    // Read again: another tab, or this page before the list was first shown, may have added to it.
    this.recentSearches = withRecentSearch(this.storedSearches(), term);
    writeJson(this.deps.storage, STORAGE_KEY.RECENT_SEARCHES, this.recentSearches);
    void this.deps.tracking.track(SEARCH_TRACKING_EVENT.SEARCH, {
      [SEARCH_TRACKING_PROPERTY.TERM]: searched,
      [SEARCH_TRACKING_PROPERTY.RETAILER_ID]: retailerId,
    });
  }

  /** Sign-out: the next shopper on this browser sees none of this one's searches or retailers. */
  clear(): void {
    this.dropSuggestions();
    this.startingPointsLoad.cancel();
    this.recentRetailers = [];
    this.recentSearches = [];
    this.popularTerms = [];
    this.deps.storage.remove(STORAGE_KEY.RECENT_SEARCHES);
  }

  private storedSearches(): string[] {
    return parseRecentSearches(readJson<unknown>(this.deps.storage, STORAGE_KEY.RECENT_SEARCHES, []));
  }

  private dropSuggestions(): void {
    this.cancelPending?.();
    this.cancelPending = null;
    this.suggestionLoad.cancel();
    this.suggestions = [];
    this.answeredFor = null;
  }

  private async loadSuggestions(prefix: string): Promise<void> {
    const isLatest = this.suggestionLoad.start();
    const answer = await this.deps.search
      .typeAheadSuggestions(prefix, LIMITS.TYPE_AHEAD_LIMIT)
      .catch(quietly<TypeAheadSuggestion[] | null>('type-ahead suggestions', null));
    if (!isLatest()) return;
    runInAction(() => {
      this.suggestions = answer?.slice(0, LIMITS.TYPE_AHEAD_LIMIT) ?? [];
      // A failure is an empty list with nothing said (000 §7); only a real empty answer is "no matches".
      this.answeredFor = answer ? prefix : null;
    });
  }
}

/** A failed part of the dropdown is logged and shows nothing (000 §7: a type-ahead failure is an empty list). */
function quietly<T>(what: string, fallback: T): (error: unknown) => T {
  return (error) => {
    console.warn(`[type-ahead] ${what} could not be loaded`, error);
    return fallback;
  };
}
