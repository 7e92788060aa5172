import { makeAutoObservable } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';
import { recentlyViewedToStore } from '../../domain/browsing/recentlyViewed';
import { BROWSING_STORAGE_KEY } from '../../domain/constants/browsing';
import * as MESSAGES from '../../domain/constants/messages';
import type { Retailer } from '../../domain/retailers/Retailer';
import type { AuthStore } from './AuthStore';
import { Loadable } from './base/Loadable';
import { readJson, writeJson } from './storedJson';

/**
 * The retailers a shopper viewed last, 6 kept (000 §9): a signed-in shopper's views are recorded by the content
 * server (retailerViewed), which answers the list; a visitor's list lives in browser storage.
 */
export class RecentlyViewedStore {
  readonly retailers = new Loadable<Retailer[]>([]);

  constructor(private readonly deps: { gateway: CatalogueGateway; storage: KeyValueStorage; auth: Pick<AuthStore, 'isSignedIn'> }) {
    makeAutoObservable<RecentlyViewedStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Records a view of `retailerId`, then reads the list (the others, for a visitor). Neither may break the page. */
  async recordView(retailerId: number): Promise<void> {
    const { auth, gateway, storage } = this.deps;
    if (auth.isSignedIn) {
      await this.retailers.run(async () => {
        await gateway.retailerViewed(retailerId).catch((error: unknown) => {
          console.warn('[recently viewed] the view could not be recorded', error);
        });
        return gateway.fetchRecentlyViewedRetailers();
      }, MESSAGES.DEFAULT_ERROR);
      return;
    }
    const key = BROWSING_STORAGE_KEY.RECENTLY_VIEWED_RETAILERS;
    const ids = recentlyViewedToStore(readJson<unknown>(storage, key, []), retailerId);
    writeJson(storage, key, ids);
    const others = ids.filter((id) => id !== retailerId);
    await this.retailers.run(() => gateway.fetchRetailers(others), MESSAGES.RETAILERS_FETCH_FAILED);
  }
}
