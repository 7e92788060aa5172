import { makeAutoObservable, runInAction } from 'mobx';
import type { FlagPlatform, FlagsPort, FlagValues } from '../../adapters/flags';
import { FLAG_DEFAULTS, LIST_TO_OFFERS_VALUE } from '../../domain';

type Defaulted = typeof FLAG_DEFAULTS;
type DefaultedKey = keyof Defaulted & keyof FlagValues;

/**
 * Feature-flag values for the current visitor or customer (000 §6). Until the service answers (or when it
 * fails) every flag reads its documented default, so a flag outage never blocks the site.
 */
export class FlagsStore {
  values: FlagValues = {};
  loaded = false;

  constructor(private readonly port: FlagsPort) {
    makeAutoObservable<FlagsStore, 'port'>(this, { port: false }, { autoBind: true });
  }

  /** A flag's value, or its default (FLAG_DEFAULTS) when the service gave none. */
  value<K extends DefaultedKey>(key: K): NonNullable<FlagValues[K]> | Defaulted[K] {
    const value = this.values[key];
    return (value ?? FLAG_DEFAULTS[key]) as NonNullable<FlagValues[K]> | Defaulted[K];
  }

  get isMaintenance(): boolean {
    return this.value('maintenance') === true;
  }

  get isListToOffersEnabled(): boolean {
    return this.value('list-to-offers') === LIST_TO_OFFERS_VALUE.ENABLED;
  }

  async load(request: { customerId: string | null; platform: FlagPlatform }): Promise<void> {
    try {
      const values = await this.port.evaluate(request);
      runInAction(() => {
        this.values = values;
      });
    } catch (error) {
      console.warn('Something went wrong while fetching feature flag evaluations', error);
    } finally {
      runInAction(() => {
        this.loaded = true;
      });
    }
  }
}
