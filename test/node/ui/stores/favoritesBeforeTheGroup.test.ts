import { expect } from 'chai';
import { favoritesBeforeTheGroup } from '../../../../ui/components/FavoriteToggle/useFavorites';
import { createTestStores, signInCustomer } from '../../../support/testStores';

const OTHER = { id: 77, name: 'Maple & Main Market', retailerGroup: null };

/** Test stores, signed in or not; `loads` counts the favourites group's module loads the toggles ask for. */
async function storesAs(signedIn: boolean) {
  const created = createTestStores();
  created.favorites.retailers.set(OTHER.id, { name: OTHER.name, imageUrl: '' });
  if (signedIn) signInCustomer(created);
  await created.stores.auth.start(new URL('http://localhost/home'));
  const group = { loads: 0, ready: () => ((group.loads += 1), created.stores.groups.favorites.ready()) };
  return { ...created, group };
}

describe("a favourite toggle before the favourites group is in (a visitor's home page never loads it)", () => {
  it("shows a visitor's off and pressable; a press loads the group, whose store opens the logged-out modal", async () => {
    const { stores, group } = await storesAs(false);
    const favorites = favoritesBeforeTheGroup(stores.auth, group, 'favoriteRetailers');
    expect([favorites.pressedState(OTHER.id), favorites.isBusy(OTHER.id), group.loads]).to.deep.equal([false, false, 0]);
    await favorites.toggle(OTHER);
    expect(group.loads).to.equal(1);
    expect(stores.modals.current).to.deep.include({ kind: 'loggedOut', retailerId: OTHER.id });
  });

  it("shows a customer's unknown (no press, busy) until the group has read the list", async () => {
    const { stores, group } = await storesAs(true);
    const favorites = favoritesBeforeTheGroup(stores.auth, group, 'favoriteCategories');
    expect([favorites.pressedState(1), favorites.isBusy(1), group.loads]).to.deep.equal([null, true, 0]);
  });
});
