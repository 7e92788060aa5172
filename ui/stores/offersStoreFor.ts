import { OffersStore } from './OffersStore';
import type { RootStore } from './RootStore';
import { useStores } from './StoresContext';

/*
 * The offers stores are not part of RootStore: the start-up pages never use them, so they (and the offers
 * adapter) stay out of the start-up bundle and load with the offer pages, cards and modals that import this.
 */

const offersStores = new WeakMap<RootStore, OffersStore>();

/** The root's OffersStore (with its page and tag stores), created on first use; one per root. */
export function offersStoreFor(root: RootStore): OffersStore {
  let store = offersStores.get(root);
  if (!store) {
    store = new OffersStore(root);
    offersStores.set(root, store);
  }
  return store;
}

/** The OffersStore of the stores above (useStores()), for the offer views. */
export function useOffersStore(): OffersStore {
  return offersStoreFor(useStores());
}
