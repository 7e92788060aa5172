import type { Clock } from '../../adapters/clock/Clock';
import type { SearchGateway } from '../../adapters/search/SearchGateway';
import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';
import { STORAGE_KEY } from '../../domain/constants/cookies';
import { LIMITS } from '../../domain/constants/limits';
import type { SearchRecord } from '../../domain/search/SearchRecord';
import { canReuseCachedSearch } from '../../domain/search/searchCache';
import { searchCacheKey } from '../../domain/search/searchQuery';
import { readJson, writeJson } from './storedJson';

/** One search as the results page asks for it. */
export interface SearchQuery {
  /** The normalised term (normalizeSearchQuery). */
  term: string;
  retailerId: number | null;
  /** false: exactly as typed ("Search instead for …"); always asked again, never cached. */
  correctSpelling: boolean;
  /** The 1-based page of offers. */
  page: number;
}

/** A cached page, stamped with the app's clock when it arrived (a server clock's skew never stretches the cache). */
interface CachedPage {
  record: SearchRecord;
  timeSearched: number;
}

/**
 * The cache by the domain's key ('term' or 'term:retailerId'), each entry holding its pages by number. The
 * page lives inside the entry, not in the key, so the key stays exactly the documents' rule and one search's
 * pages are dropped together; each page still ages on its own.
 */
type CachedSearches = Record<string, Record<string, CachedPage>>;

/** Most searches kept, oldest dropped first: bounds what session storage holds (ours). */
export const MAX_CACHED_SEARCHES = 20;

/**
 * Runs searches through the search port with the cache rule of 000 §5: a page searched less than 600000 ms
 * ago is reused unless the shopper asked for the term exactly as typed (correctSpelling false). The cache
 * lives in memory and in this tab's session storage, so a reload within the cache time reuses it; it is
 * cleared on sign-out (results carry the shopper's activated offers).
 *
 * A cache, not a store: nothing here is observed; the results page keeps what it shows in its own model.
 */
export class SearchCache {
  private cache: CachedSearches;

  constructor(private readonly deps: { search: SearchGateway; sessionStorage: KeyValueStorage; clock: Clock }) {
    const stored = readJson<unknown>(deps.sessionStorage, STORAGE_KEY.SEARCH_CACHE, {});
    // Anything but an object (edited by hand, an older shape) starts an empty cache.
    this.cache = stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as CachedSearches) : {};
  }

  /** The search's page, from the cache when the rule allows, else from the service. Rejects when the service fails. */
  async search(query: SearchQuery): Promise<SearchRecord> {
    const key = searchCacheKey(query.term, query.retailerId);
    const now = this.deps.clock.now();
    const cached = this.cache[key]?.[String(query.page)];
    if (canReuseCachedSearch(cached, { correctSpelling: query.correctSpelling, now })) return cached!.record;
    const record = await this.deps.search.search({ ...query, limit: LIMITS.DEFAULT_OFFERS_LIMIT });
    // An exact-as-typed record is not kept: the same key asked normally must still get its correction.
    if (query.correctSpelling) this.keep(key, query.page, { record, timeSearched: this.deps.clock.now().getTime() });
    return record;
  }

  /**
   * An offer was unlocked or removed: cached pages showing it follow, so a reload within the cache time never
   * shows an added offer as addable again.
   */
  recordActivation(offerId: number, activated: boolean): void {
    let changed = false;
    for (const pages of Object.values(this.cache)) {
      for (const page of Object.values(pages)) {
        const { results } = page.record;
        if (!results.offers.some((offer) => offer.id === offerId)) continue;
        changed = true;
        page.record = { ...page.record, results: { ...results, offers: results.offers.map((offer) => (offer.id === offerId ? { ...offer, activated } : offer)) } };
      }
    }
    if (changed) writeJson(this.deps.sessionStorage, STORAGE_KEY.SEARCH_CACHE, this.cache);
  }

  /** Sign-out: another shopper's searches are not theirs to reuse. */
  clear(): void {
    this.cache = {};
    this.deps.sessionStorage.remove(STORAGE_KEY.SEARCH_CACHE);
  }

  private keep(key: string, page: number, entry: CachedPage): void {
    const now = this.deps.clock.now();
    const pages = { ...this.live(this.cache[key] ?? {}, now), [String(page)]: entry };
    const others = Object.entries(this.cache)
      .filter(([other]) => other !== key)
      .map(([other, otherPages]) => [other, this.live(otherPages, now)] as const)
      .filter(([, otherPages]) => Object.keys(otherPages).length > 0);
    // The newest last, so the oldest searches are the ones cut.
    this.cache = Object.fromEntries([...others, [key, pages] as const].slice(-MAX_CACHED_SEARCHES));
    writeJson(this.deps.sessionStorage, STORAGE_KEY.SEARCH_CACHE, this.cache);
  }

  /** The pages still reusable now. */
  private live(pages: Record<string, CachedPage>, now: Date): Record<string, CachedPage> {
    return Object.fromEntries(Object.entries(pages).filter(([, page]) => canReuseCachedSearch(page, { now })));
  }
}
