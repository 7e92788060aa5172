import { compareStructural, makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { FlagsPort, FlagsRequest, FlagValues } from '../../adapters/flags/FlagsPort';
import type { RetailerLinkingLists } from '../../domain/browsing/retailerPageAction';
import { FLAG, FLAG_DEFAULTS, LIST_TO_OFFERS_VALUE } from '../../domain/constants/flags';
import * as MESSAGES from '../../domain/constants/messages';
import type { NavigationFlagValues } from '../../domain/navigation/featureFlagGate';
import type { RetailerFilterOptions } from '../../domain/retailers/filterRetailers';
import { LatestLoad } from './base/LatestLoad';
import type { Timers } from '../../adapters/clock/Timers';
import { OPTIMISE_HIDE_TIMEOUT_MS, optimiseHides } from '../../domain/platform/optimiseHide';

type Defaulted = typeof FLAG_DEFAULTS;
type DefaultedKey = keyof Defaulted & keyof FlagValues;

/**
 * Feature-flag values for the current visitor or customer (000 §6). Until the service answers (or when it
 * fails) every flag reads its documented default, so a flag outage never blocks the site. `watch` loads them
 * for whoever is signed in and loads again when that changes (sign-in, sign-out); an answer to an older
 * request never overwrites a newer one.
 */
export class FlagsStore {
  values: FlagValues = {};
  loaded = false;
  /** The optimise hide's 4000 ms have passed (startOptimiseHide). */
  private optimiseHideTimedOut = false;
  /** Cancels the optimise hide's clock: once the flags are known it has nothing left to do. */
  private cancelOptimiseHide: (() => void) | null = null;
  private readonly latest = new LatestLoad();
  /** The request of the latest load. */
  private lastRequest: FlagsRequest | null = null;

  constructor(private readonly deps: { flags: FlagsPort }) {
    makeAutoObservable<FlagsStore, 'deps' | 'latest' | 'optimiseHideTimedOut' | 'cancelOptimiseHide' | 'lastRequest'>(
      this,
      { deps: false, latest: false, optimiseHideTimedOut: true, cancelOptimiseHide: false, lastRequest: false },
      { autoBind: true },
    );
  }

  /** Starts the optimise hide's clock (000 §9: 4000 ms); called once, at startup. */
  startOptimiseHide(timers: Timers): void {
    if (this.loaded) return;
    this.cancelOptimiseHide = timers.after(OPTIMISE_HIDE_TIMEOUT_MS, () => runInAction(() => (this.optimiseHideTimedOut = true)));
  }

  /** Flag-dependent content waits: the flags are unknown and the 4000 ms have not passed (optimiseHides). */
  get hidesFlagDependentContent(): boolean {
    return optimiseHides({ flagsKnown: this.loaded, timedOut: this.optimiseHideTimedOut });
  }

  /** A flag's value, or its default (FLAG_DEFAULTS) when the service gave none. */
  value<K extends DefaultedKey>(key: K): NonNullable<FlagValues[K]> | Defaulted[K] {
    const value = this.values[key];
    return (value ?? FLAG_DEFAULTS[key]) as NonNullable<FlagValues[K]> | Defaulted[K];
  }

  /** Every flag with its default filled in, as the route guards read them. */
  get navigationValues(): NavigationFlagValues {
    const values: Record<string, unknown> = { ...FLAG_DEFAULTS };
    for (const [key, value] of Object.entries(this.values)) if (value !== undefined && value !== null) values[key] = value;
    return values;
  }

  get isMaintenance(): boolean {
    return this.value('maintenance') === true;
  }

  get isListToOffersEnabled(): boolean {
    return this.value('list-to-offers') === LIST_TO_OFFERS_VALUE.ENABLED;
  }

  /** Banners show only while the banners flag is on (000 §6 web-v-2-banners-toggle). */
  get bannersOn(): boolean {
    return this.value(FLAG.BANNERS_TOGGLE) === true;
  }

  /** The flag part of the retailer list rules (filterRetailers): the web-excluded-retailers-list. */
  get retailerListRules(): RetailerFilterOptions {
    return { webExcludedRetailerIds: this.value(FLAG.WEB_EXCLUDED_RETAILERS) };
  }

  /** The retailers that link a shopper's account (retailerUsesAccountLinking): the two linking flags. */
  get retailerLinkingLists(): Required<{ [K in keyof RetailerLinkingLists]: readonly number[] }> {
    return {
      unifiedAccountLinkingRetailerIds: this.value(FLAG.UNIFIED_ACCOUNT_LINKING_RETAILERS),
      directIntegrationRetailerIds: this.value(FLAG.DIRECT_INTEGRATION_RETAILERS),
    };
  }

  async load(request: FlagsRequest): Promise<void> {
    const isLatest = this.latest.start();
    this.lastRequest = request;
    try {
      const values = await this.deps.flags.evaluate(request);
      runInAction(() => {
        if (isLatest()) this.values = values;
      });
    } catch (error) {
      // The values loaded so far (or the defaults) stay.
      console.warn(MESSAGES.FEATURE_FLAGS_FAILED, error);
    } finally {
      runInAction(() => {
        if (!isLatest()) return;
        this.loaded = true;
        this.cancelOptimiseHide?.();
        this.cancelOptimiseHide = null;
      });
    }
  }

  /**
   * Loads the flags for `request()` now and again whenever its answer changes (the customer signs in or out, the
   * platform changes). Answers the first load and a disposer.
   */
  watch(request: () => FlagsRequest): { ready: Promise<void>; dispose: IReactionDisposer } {
    const first = request();
    // The values adopted with a server-rendered page answer the same request.
    const ready = this.loaded && compareStructural(first, this.lastRequest) ? Promise.resolve() : this.load(first);
    const dispose = reaction(request, (next) => void this.load(next), { equals: compareStructural });
    return { ready, dispose };
  }
}
