import * as MESSAGES from '../../../../domain/constants/messages';
import { expect } from 'chai';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import type { FavoritesGateway } from '../../../../adapters/favorites/FavoritesGateway';
import { holdCalls, settle } from '../../../support/slowCalls';
import { createTestStores, signInCustomer } from '../../../support/testStores';
import { FavoriteRetailersStore } from '../../../../ui/stores/FavoriteRetailersStore';
import { CUSTOMER_ID_MISSING } from '../../../../domain/customers/customerId';

const GRANDMART = { id: RETAILER_ID.DIRECT_INTEGRATION, name: 'Grandmart Superstore', retailerGroup: { id: 1, name: 'Grandmart', retailerIds: [RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT] } };
const OTHER = { id: 77, name: 'Maple & Main Market', retailerGroup: null };
const THIRD = { id: 88, name: 'Corner Books', retailerGroup: null };

/** Test stores with the favourites twin knowing Grandmart's group and one other retailer, signed in unless said. */
async function favoriteStores({ signedIn = true, favoriteIds = [] as number[] } = {}) {
  const created = createTestStores();
  for (const id of [RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT]) created.favorites.retailers.set(id, { name: `Grandmart ${id}`, imageUrl: '' });
  created.favorites.retailers.set(OTHER.id, { name: OTHER.name, imageUrl: '' });
  created.favorites.favoriteIds = [...favoriteIds];
  if (signedIn) signInCustomer(created);
  await created.stores.auth.start(new URL('http://localhost/home'));
  return created;
}

/** Counts the twin's calls of one method. */
function countCalls(gateway: FavoritesGateway, method: 'fetchFavoriteRetailers' | 'saveFavoriteRetailers') {
  const counter = { count: 0 };
  const original = gateway[method].bind(gateway) as (...args: never[]) => Promise<unknown>;
  (gateway as unknown as Record<string, unknown>)[method] = (...args: never[]) => {
    counter.count += 1;
    return original(...args);
  };
  return counter;
}

describe('FavoriteRetailersStore (001 §4 favourite retailer toggle)', () => {
  describe('a press on state the shopper cannot know yet (issue 29, defect 1)', () => {
    it('the delayed-read favourite press keeps 1408 and 4', async () => {
      const { stores, favorites } = await favoriteStores({ favoriteIds: [RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT, OTHER.id] });
      const read = holdCalls(favorites, 'fetchFavoriteRetailers');
      // The retailer page asks for the list; the service is slow to answer.
      stores.favoriteRetailers.ensureLoaded();
      // The shopper presses the toggle before the read has answered.
      const pressing = stores.favoriteRetailers.toggle(GRANDMART);
      read.open();
      await pressing;
      await settle();
      expect(favorites.favoriteIds).to.include.members([RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT, OTHER.id]);
      expect(stores.favoriteRetailers.ids).to.include.members([RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT, OTHER.id]);
    });

    it('a toggle has no pressed state and is busy until the list is read, then shows the list', async () => {
      const { stores, favorites } = await favoriteStores({ favoriteIds: [RETAILER_ID.DIRECT_INTEGRATION] });
      const read = holdCalls(favorites, 'fetchFavoriteRetailers');
      stores.favoriteRetailers.ensureLoaded();
      expect(stores.favoriteRetailers.pressedState(RETAILER_ID.DIRECT_INTEGRATION)).to.equal(null);
      expect(stores.favoriteRetailers.isBusy(RETAILER_ID.DIRECT_INTEGRATION)).to.equal(true);
      read.open();
      await settle();
      expect(stores.favoriteRetailers.pressedState(RETAILER_ID.DIRECT_INTEGRATION)).to.equal(true);
      expect(stores.favoriteRetailers.pressedState(OTHER.id)).to.equal(false);
      expect(stores.favoriteRetailers.isBusy(RETAILER_ID.DIRECT_INTEGRATION)).to.equal(false);
    });

    it('a press sets the state the shopper saw on the latest list read before its save', async () => {
      // The Favorites tab shows Grandmart pressed; its entry carries no group, so the retailer is read first.
      const { stores, favorites, catalogue } = await favoriteStores({ favoriteIds: [RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT, OTHER.id] });
      favorites.retailers.set(THIRD.id, { name: THIRD.name, imageUrl: '' });
      catalogue.addRetailers(GRANDMART);
      await stores.favoriteRetailers.load();
      const groupRead = holdCalls(catalogue, 'fetchRetailer');
      const pressing = stores.favoriteRetailers.toggle({ id: GRANDMART.id, name: GRANDMART.name });
      // Meanwhile another device favourited a third retailer and the list is read again.
      favorites.favoriteIds = [...favorites.favoriteIds, THIRD.id];
      await stores.favoriteRetailers.load();
      groupRead.open();
      await pressing;
      // The shopper asked to remove the group: it goes, and the third retailer stays.
      expect(favorites.favoriteIds).to.deep.equal([OTHER.id, THIRD.id]);
    });

    it('a press on a retailer that became a favourite elsewhere keeps it (never a toggle of the newer list)', async () => {
      const { stores, favorites, catalogue } = await favoriteStores({ favoriteIds: [OTHER.id] });
      catalogue.addRetailers(GRANDMART);
      await stores.favoriteRetailers.load();
      const groupRead = holdCalls(catalogue, 'fetchRetailer');
      // Shown not pressed: the shopper favourites it.
      const pressing = stores.favoriteRetailers.toggle({ id: GRANDMART.id, name: GRANDMART.name });
      favorites.favoriteIds = [OTHER.id, RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT];
      await stores.favoriteRetailers.load();
      groupRead.open();
      await pressing;
      expect(favorites.favoriteIds).to.deep.equal([OTHER.id, RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT]);
      expect(stores.favoriteRetailers.pressedState(GRANDMART.id)).to.equal(true);
    });

    it('a press while another save is in flight is saved after it, from the saved list: nothing is lost', async () => {
      const { stores, favorites } = await favoriteStores({ favoriteIds: [] });
      await stores.favoriteRetailers.load();
      const save = holdCalls(favorites, 'saveFavoriteRetailers');
      const first = stores.favoriteRetailers.toggle(OTHER);
      const second = stores.favoriteRetailers.toggle(GRANDMART);
      // Both show what the shopper asked while they save.
      expect(stores.favoriteRetailers.pressedState(OTHER.id)).to.equal(true);
      expect(stores.favoriteRetailers.pressedState(GRANDMART.id)).to.equal(true);
      save.open();
      await Promise.all([first, second]);
      expect(favorites.favoriteIds).to.deep.equal([OTHER.id, RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT]);
      expect(stores.favoriteRetailers.ids).to.deep.equal(favorites.favoriteIds);
    });

    it('after a failed read no toggle is pressable, and a press saves nothing', async () => {
      const { stores, favorites } = await favoriteStores({ favoriteIds: [RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT] });
      await stores.favoriteRetailers.load();
      const saves = countCalls(favorites, 'saveFavoriteRetailers');
      // The Favorites tab reads the list again and the read fails: what was known is gone.
      favorites.fetchFavoriteRetailers = () => Promise.reject(new Error('HTTP 503'));
      await stores.favoriteRetailers.load();
      expect(stores.favoriteRetailers.pressedState(RETAILER_ID.DIRECT_INTEGRATION)).to.equal(null);
      await stores.favoriteRetailers.toggle(GRANDMART);
      expect(saves.count).to.equal(0);
    });
  });


  it('loads the favourites in their order and answers isFavorite from them', async () => {
    const { stores } = await favoriteStores({ favoriteIds: [OTHER.id, RETAILER_ID.DIRECT_INTEGRATION] });
    await stores.favoriteRetailers.load();
    expect(stores.favoriteRetailers.ids).to.deep.equal([OTHER.id, RETAILER_ID.DIRECT_INTEGRATION]);
    expect(stores.favoriteRetailers.favorites[0]?.name).to.equal(OTHER.name);
    expect(stores.favoriteRetailers.isFavorite(RETAILER_ID.DIRECT_INTEGRATION)).to.equal(true);
    expect(stores.favoriteRetailers.isFavorite(RETAILER_ID.FALLBACK_DEFAULT)).to.equal(false);
  });

  it("adding a group member adds the whole group's ids, saved and then reloaded", async () => {
    const { stores, favorites } = await favoriteStores({ favoriteIds: [OTHER.id] });
    await stores.favoriteRetailers.load();
    const fetches = countCalls(favorites, 'fetchFavoriteRetailers');
    await stores.favoriteRetailers.toggle(GRANDMART);
    expect(favorites.favoriteIds).to.deep.equal([OTHER.id, RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT]);
    expect(fetches.count).to.equal(1);
    expect(stores.favoriteRetailers.ids).to.deep.equal(favorites.favoriteIds);
    expect(stores.favoriteRetailers.isFavorite(RETAILER_ID.FALLBACK_DEFAULT)).to.equal(true);
    expect(stores.favoriteRetailers.isSaving).to.equal(false);
  });

  it("removing a favourite removes its group's members too", async () => {
    const { stores, favorites } = await favoriteStores({ favoriteIds: [RETAILER_ID.FALLBACK_DEFAULT, OTHER.id, RETAILER_ID.DIRECT_INTEGRATION] });
    await stores.favoriteRetailers.load();
    await stores.favoriteRetailers.toggle(GRANDMART);
    expect(favorites.favoriteIds).to.deep.equal([OTHER.id]);
    expect(stores.favoriteRetailers.ids).to.deep.equal([OTHER.id]);
  });

  it("reads the group of a retailer given without one (a favourites-list entry) before removing it", async () => {
    const { stores, favorites, catalogue } = await favoriteStores({ favoriteIds: [RETAILER_ID.DIRECT_INTEGRATION, OTHER.id, RETAILER_ID.FALLBACK_DEFAULT] });
    catalogue.addRetailers(GRANDMART);
    await stores.favoriteRetailers.load();
    await stores.favoriteRetailers.toggle({ id: GRANDMART.id, name: GRANDMART.name });
    expect(favorites.favoriteIds).to.deep.equal([OTHER.id]);
  });

  it('a toggle pressed before any read does nothing (its state is not known)', async () => {
    const { stores, favorites } = await favoriteStores({ favoriteIds: [OTHER.id] });
    const saves = countCalls(favorites, 'saveFavoriteRetailers');
    await stores.favoriteRetailers.toggle(OTHER);
    expect(saves.count).to.equal(0);
    expect(favorites.favoriteIds).to.deep.equal([OTHER.id]);
  });

  it("a refused save shows 'Something went wrong while favoriting a retailer' and changes nothing", async () => {
    const { stores, favorites } = await favoriteStores({ favoriteIds: [OTHER.id] });
    await stores.favoriteRetailers.load();
    favorites.saveFavoriteRetailers = () => Promise.reject(new Error('HTTP 500'));
    await stores.favoriteRetailers.toggle(GRANDMART);
    expect(stores.toasts.toasts.map((toast) => [toast.tone, toast.message])).to.deep.equal([['error', MESSAGES.FAVORITE_RETAILER_SAVE_FAILED]]);
    expect(stores.favoriteRetailers.ids).to.deep.equal([OTHER.id]);
    expect(favorites.favoriteIds).to.deep.equal([OTHER.id]);
    expect(stores.favoriteRetailers.isSaving).to.equal(false);
  });

  it("without a customer id shows 'customerId missing' and sends nothing", async () => {
    // The sign-in always carries a customer id, so the store is given a session that lacks one.
    const { stores, favorites, catalogue } = await favoriteStores();
    const saves = countCalls(favorites, 'saveFavoriteRetailers');
    const store = new FavoriteRetailersStore({ favorites, catalogue, auth: { isSignedIn: true, customerId: null }, modals: stores.modals, toasts: stores.toasts });
    await store.load();
    await store.toggle(GRANDMART);
    expect(stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal([CUSTOMER_ID_MISSING]);
    expect(saves.count).to.equal(0);
  });

  it('an anonymous shopper gets the logged-out modal with the retailer, and no call is made', async () => {
    const { stores, favorites } = await favoriteStores({ signedIn: false });
    const fetches = countCalls(favorites, 'fetchFavoriteRetailers');
    const saves = countCalls(favorites, 'saveFavoriteRetailers');
    await stores.favoriteRetailers.toggle(GRANDMART);
    expect(stores.modals.current).to.deep.equal({ kind: 'loggedOut', retailerId: GRANDMART.id, retailerName: GRANDMART.name });
    expect(fetches.count + saves.count).to.equal(0);
    expect(stores.favoriteRetailers.isFavorite(GRANDMART.id)).to.equal(false);
  });

  it('a second press while a save is in flight does nothing: one save', async () => {
    const { stores, favorites } = await favoriteStores();
    await stores.favoriteRetailers.load();
    const saves = countCalls(favorites, 'saveFavoriteRetailers');
    const first = stores.favoriteRetailers.toggle(GRANDMART);
    expect(stores.favoriteRetailers.isSaving).to.equal(true);
    await stores.favoriteRetailers.toggle(GRANDMART);
    await first;
    expect(saves.count).to.equal(1);
    expect(favorites.favoriteIds).to.deep.equal([RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT]);
  });

  it('is cleared on sign-out', async () => {
    const { stores } = await favoriteStores({ favoriteIds: [OTHER.id] });
    await stores.favoriteRetailers.load();
    stores.auth.forceSignOut();
    expect(stores.favoriteRetailers.status).to.equal('idle');
    expect(stores.favoriteRetailers.ids).to.deep.equal([]);
    expect(stores.favoriteRetailers.isFavorite(OTHER.id)).to.equal(false);
  });
});
