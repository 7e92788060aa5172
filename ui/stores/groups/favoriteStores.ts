import type { BuiltGroup } from '../base/StoreGroup';
import type { CoreStores } from '../CoreStores';
import { FavoriteCategoriesStore } from '../FavoriteCategoriesStore';
import { FavoriteRetailersStore } from '../FavoriteRetailersStore';
import type { StorePorts } from '../StorePorts';

/**
 * The shopper's favourite retailers and categories (a feature store group, ui/README.md): a signed-in shopper's
 * toggles load it (useFavorites), and the browsing and account groups, whose pages and loaders read it, load with it.
 * A visitor's home page never does: its toggles show off until pressed (a press loads it: the logged-out modal).
 */
export function favoriteStores(ports: StorePorts, { auth, modals, toasts }: CoreStores) {
  /** The signed-in customer's favourite retailers (001 §4 toggle): the one owner of that fact. */
  const favoriteRetailers = new FavoriteRetailersStore({ favorites: ports.favorites, catalogue: ports.catalogue, auth, modals, toasts });
  /** The shopper's favourite categories (001 §3): every category toggle reads and writes here. */
  const favoriteCategories = new FavoriteCategoriesStore({ favorites: ports.favorites, storage: ports.storage, auth, modals, toasts });
  return { stores: { favoriteRetailers, favoriteCategories }, customerData: [favoriteRetailers, favoriteCategories] } satisfies BuiltGroup<unknown>;
}

export type FavoriteStores = ReturnType<typeof favoriteStores>['stores'];
