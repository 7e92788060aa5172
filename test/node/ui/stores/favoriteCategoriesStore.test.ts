import * as MESSAGES from '../../../../domain/constants/messages';
import { expect } from 'chai';
import { sdkFavoritesGateway } from '../../../../adapters/favorites/sdkFavoritesGateway';
import { CATEGORY_ID } from '../../../../domain/constants/categories';
import { STORAGE_KEY } from '../../../../domain/constants/cookies';
import type { ClipbackClients } from '../../../../sdk/src';
import { holdCalls } from '../../../support/slowCalls';
import { createTestStores, signInCustomer } from '../../../support/testStores';

const GROCERY = { id: CATEGORY_ID.GROCERY };
const HOT_DEALS = { id: CATEGORY_ID.HOT_DEALS };
const favorite = (categoryId: number) => ({ categoryId, favoriteDate: '2026-02-01T00:00:00.000Z' });

async function signedInStores() {
  const created = createTestStores();
  signInCustomer(created);
  await created.stores.auth.start(new URL('http://localhost/home'));
  return created;
}

const stored = (storage: { get(key: string): string | null }) => JSON.parse(storage.get(STORAGE_KEY.FAVORITE_CATEGORIES) ?? 'null') as unknown;
const toastMessages = (stores: { toasts: { toasts: { message: string; tone: string }[] } }) =>
  stores.toasts.toasts.map((toast) => `${toast.tone}: ${toast.message}`);

describe('FavoriteCategoriesStore (001 §3, §7 favourite categories)', () => {
  it('loads the signed-in shopper’s favourites and mirrors them in browser storage', async () => {
    const { stores, favorites, storage } = await signedInStores();
    favorites.categories = [favorite(CATEGORY_ID.GROCERY), favorite(CATEGORY_ID.HOT_DEALS)];
    await stores.favoriteCategories.ensureLoaded();
    expect(stores.favoriteCategories.status).to.equal('ready');
    expect(stores.favoriteCategories.isFavorite(CATEGORY_ID.GROCERY)).to.equal(true);
    expect(stores.favoriteCategories.isFavorite(CATEGORY_ID.HOT_DEALS)).to.equal(true);
    expect(stores.favoriteCategories.isFavorite(153)).to.equal(false);
    expect(stored(storage)).to.deep.equal([CATEGORY_ID.GROCERY, CATEGORY_ID.HOT_DEALS]);
  });

  it('shows the stored list while the service is asked, then the service’s answer', async () => {
    const { stores, favorites, storage } = await signedInStores();
    storage.set(STORAGE_KEY.FAVORITE_CATEGORIES, JSON.stringify([153]));
    favorites.categories = [favorite(CATEGORY_ID.GROCERY)];
    const loading = stores.favoriteCategories.load();
    expect(stores.favoriteCategories.isFavorite(153)).to.equal(true);
    await loading;
    expect([...stores.favoriteCategories.ids]).to.deep.equal([CATEGORY_ID.GROCERY]);
    expect(stored(storage)).to.deep.equal([CATEGORY_ID.GROCERY]);
  });

  it('a failed load says the documents’ message and is tried again by the next caller', async () => {
    const { stores, favorites } = await signedInStores();
    favorites.failWith = new Error('down');
    await stores.favoriteCategories.ensureLoaded();
    expect(stores.favoriteCategories.status).to.equal('error');
    expect(stores.favoriteCategories.error).to.equal(MESSAGES.FAVORITE_CATEGORY_FETCH_FAILED);
    favorites.failWith = null;
    favorites.categories = [favorite(CATEGORY_ID.GROCERY)];
    await stores.favoriteCategories.ensureLoaded();
    expect(stores.favoriteCategories.status).to.equal('ready');
    expect(stores.favoriteCategories.isFavorite(CATEGORY_ID.GROCERY)).to.equal(true);
  });

  it('toggle sets a category that is not a favourite and deletes one that is, storage following', async () => {
    const { stores, favorites, storage } = await signedInStores();
    await stores.favoriteCategories.ensureLoaded();
    const setting = stores.favoriteCategories.toggle(GROCERY);
    // Optimistic: pressed at once, busy until the service answers.
    expect(stores.favoriteCategories.isFavorite(CATEGORY_ID.GROCERY)).to.equal(true);
    expect(stores.favoriteCategories.isBusy(CATEGORY_ID.GROCERY)).to.equal(true);
    expect(await setting).to.equal('favorited');
    expect(stores.favoriteCategories.isBusy(CATEGORY_ID.GROCERY)).to.equal(false);
    expect(favorites.categories.map((category) => category.categoryId)).to.deep.equal([CATEGORY_ID.GROCERY]);
    expect(stored(storage)).to.deep.equal([CATEGORY_ID.GROCERY]);

    expect(await stores.favoriteCategories.toggle(GROCERY)).to.equal('unfavorited');
    expect(stores.favoriteCategories.isFavorite(CATEGORY_ID.GROCERY)).to.equal(false);
    expect(favorites.categories).to.deep.equal([]);
    expect(stored(storage)).to.deep.equal([]);
  });

  it('a press while that category’s save is in flight is ignored (one call)', async () => {
    const { stores, favorites } = await signedInStores();
    await stores.favoriteCategories.ensureLoaded();
    let sets = 0;
    const set = favorites.setFavoriteCategory.bind(favorites);
    favorites.setFavoriteCategory = (id) => {
      sets++;
      return set(id);
    };
    const first = stores.favoriteCategories.toggle(GROCERY);
    expect(await stores.favoriteCategories.toggle(GROCERY)).to.equal('busy');
    // Another category is its own save.
    expect(await stores.favoriteCategories.toggle(HOT_DEALS)).to.equal('favorited');
    expect(await first).to.equal('favorited');
    expect(sets).to.equal(2);
    expect(stores.favoriteCategories.isFavorite(CATEGORY_ID.GROCERY)).to.equal(true);
  });

  it('never stores category 1356 in browser storage, nor reads it back from there', async () => {
    const { stores, storage } = await signedInStores();
    await stores.favoriteCategories.ensureLoaded();
    expect(await stores.favoriteCategories.toggle({ id: CATEGORY_ID.NEVER_STORED_FAVORITE })).to.equal('favorited');
    await stores.favoriteCategories.toggle(GROCERY);
    expect(stored(storage)).to.deep.equal([CATEGORY_ID.GROCERY]);


    const later = await signedInStores();
    later.storage.set(STORAGE_KEY.FAVORITE_CATEGORIES, JSON.stringify([CATEGORY_ID.NEVER_STORED_FAVORITE, 153]));
    const loading = later.stores.favoriteCategories.load();
    expect([...later.stores.favoriteCategories.ids]).to.deep.equal([153]);
    await loading;
  });

  it('a failed set restores the previous state and toasts the documents’ create message', async () => {
    const { stores, favorites, storage } = await signedInStores();
    await stores.favoriteCategories.ensureLoaded();
    favorites.failWith = new Error('down');
    expect(await stores.favoriteCategories.toggle(GROCERY)).to.equal('failed');
    expect(stores.favoriteCategories.isFavorite(CATEGORY_ID.GROCERY)).to.equal(false);
    expect(stores.favoriteCategories.isBusy(CATEGORY_ID.GROCERY)).to.equal(false);
    expect(toastMessages(stores)).to.deep.equal([`error: ${MESSAGES.FAVORITE_CATEGORY_CREATE_FAILED}`]);
    expect(stored(storage)).to.deep.equal([]);
  });

  it('a failed delete restores the favourite and toasts the documents’ delete message', async () => {
    const { stores, favorites, storage } = await signedInStores();
    favorites.categories = [favorite(CATEGORY_ID.GROCERY)];
    await stores.favoriteCategories.ensureLoaded();
    favorites.failWith = new Error('down');
    expect(await stores.favoriteCategories.toggle(GROCERY)).to.equal('failed');
    expect(stores.favoriteCategories.isFavorite(CATEGORY_ID.GROCERY)).to.equal(true);
    expect(toastMessages(stores)).to.deep.equal([`error: ${MESSAGES.FAVORITE_CATEGORY_DELETE_FAILED}`]);
    expect(stored(storage)).to.deep.equal([CATEGORY_ID.GROCERY]);
  });

  it('a visitor gets the logged-out modal; nothing is called, kept or stored', async () => {
    const { stores, favorites, storage } = createTestStores();
    favorites.signedInAs = null;
    await stores.auth.start(new URL('http://localhost/categories'));
    let calls = 0;
    favorites.setFavoriteCategory = async () => {
      calls++;
      return favorite(CATEGORY_ID.GROCERY);
    };
    await stores.favoriteCategories.ensureLoaded();
    expect(stores.favoriteCategories.status).to.equal('idle');
    expect(await stores.favoriteCategories.toggle(GROCERY)).to.equal('loggedOut');
    expect(stores.modals.current).to.deep.equal({ kind: 'loggedOut' });
    expect(calls).to.equal(0);
    expect(stores.favoriteCategories.isFavorite(CATEGORY_ID.GROCERY)).to.equal(false);
    expect(storage.get(STORAGE_KEY.FAVORITE_CATEGORIES)).to.equal(null);
  });

  it('sign-out forgets the favourites here and in browser storage', async () => {
    const { stores, favorites, storage } = await signedInStores();
    favorites.categories = [favorite(CATEGORY_ID.GROCERY)];
    await stores.favoriteCategories.ensureLoaded();
    await stores.auth.logout('http://localhost/');
    expect(stores.favoriteCategories.isFavorite(CATEGORY_ID.GROCERY)).to.equal(false);
    expect(stores.favoriteCategories.status).to.equal('idle');
    expect(storage.get(STORAGE_KEY.FAVORITE_CATEGORIES)).to.equal(null);
  });
});

describe('FavoriteCategoriesStore: a press before the favourites are read (issue 29, defect 1)', () => {
  /** Signed-in stores whose favourite-categories read waits for the test. */
  async function slowRead(serverIds: number[]) {
    const created = await signedInStores();
    created.favorites.categories = serverIds.map(favorite);
    const read = holdCalls(created.favorites, 'fetchFavoriteCategories');
    const calls: string[] = [];
    const set = created.favorites.setFavoriteCategory.bind(created.favorites);
    const remove = created.favorites.deleteFavoriteCategory.bind(created.favorites);
    created.favorites.setFavoriteCategory = (id) => (calls.push(`set ${id}`), set(id));
    created.favorites.deleteFavoriteCategory = (id) => (calls.push(`delete ${id}`), remove(id));
    return { ...created, calls, answer: read.open };
  }

  it('has no pressed state and is busy until the read answers; a press meanwhile sends nothing', async () => {
    // This browser's stored copy is stale: it still lists Grocery, which another device removed.
    const { stores, storage, calls, answer, favorites } = await slowRead([CATEGORY_ID.HOT_DEALS]);
    storage.set(STORAGE_KEY.FAVORITE_CATEGORIES, JSON.stringify([CATEGORY_ID.GROCERY]));
    const loading = stores.favoriteCategories.ensureLoaded();
    expect(stores.favoriteCategories.pressedState(CATEGORY_ID.GROCERY)).to.equal(null);
    expect(stores.favoriteCategories.pressedState(CATEGORY_ID.HOT_DEALS)).to.equal(null);
    expect(stores.favoriteCategories.isBusy(CATEGORY_ID.HOT_DEALS)).to.equal(true);
    expect(await stores.favoriteCategories.toggle(HOT_DEALS)).to.equal('unknown');
    expect(await stores.favoriteCategories.toggle(GROCERY)).to.equal('unknown');
    answer();
    await loading;
    expect(calls).to.deep.equal([]);
    expect(favorites.categories.map((category) => category.categoryId)).to.deep.equal([CATEGORY_ID.HOT_DEALS]);
    expect(stores.favoriteCategories.pressedState(CATEGORY_ID.HOT_DEALS)).to.equal(true);
    expect(stores.favoriteCategories.pressedState(CATEGORY_ID.GROCERY)).to.equal(false);
    expect(stores.favoriteCategories.isBusy(CATEGORY_ID.HOT_DEALS)).to.equal(false);
  });

  it('once read, a press sets the state the shopper saw', async () => {
    const { stores, calls, answer } = await slowRead([CATEGORY_ID.HOT_DEALS]);
    const loading = stores.favoriteCategories.ensureLoaded();
    answer();
    await loading;
    expect(await stores.favoriteCategories.toggle(HOT_DEALS)).to.equal('unfavorited');
    expect(await stores.favoriteCategories.toggle(GROCERY)).to.equal('favorited');
    expect(calls).to.deep.equal([`delete ${CATEGORY_ID.HOT_DEALS}`, `set ${CATEGORY_ID.GROCERY}`]);
  });

  it('after a failed read the toggles stay without a pressed state and a press sends nothing', async () => {
    const { stores, favorites, calls, answer } = await slowRead([]);
    favorites.failWith = new Error('down');
    const loading = stores.favoriteCategories.ensureLoaded();
    answer();
    await loading;
    favorites.failWith = null;
    expect(stores.favoriteCategories.pressedState(CATEGORY_ID.GROCERY)).to.equal(null);
    expect(stores.favoriteCategories.isBusy(CATEGORY_ID.GROCERY)).to.equal(false);
    expect(await stores.favoriteCategories.toggle(GROCERY)).to.equal('unknown');
    expect(favorites.categories).to.deep.equal([]);
    expect(calls).to.deep.equal([]);
  });
});

describe('sdkFavoritesGateway favourite-category calls (001 §7: categoryId as a string)', () => {
  it('sends the category id as a string to set and delete', async () => {
    const sent: unknown[] = [];
    const content = {
      execute: async (_document: unknown, variables: unknown) => {
        sent.push(variables);
        return { setFavoriteCategory: { categoryId: '88', favoriteDate: null }, deleteFavoriteCategory: true };
      },
    };
    const gateway = sdkFavoritesGateway({ content } as unknown as ClipbackClients);
    expect(await gateway.setFavoriteCategory(CATEGORY_ID.GROCERY)).to.deep.equal({ categoryId: CATEGORY_ID.GROCERY, favoriteDate: null });
    await gateway.deleteFavoriteCategory(CATEGORY_ID.GROCERY);
    expect(sent).to.deep.equal([{ categoryId: '88' }, { categoryId: '88' }]);
  });
});
