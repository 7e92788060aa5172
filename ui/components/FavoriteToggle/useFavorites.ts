import { useEffect } from 'react';
import type { AuthStore } from '../../stores/AuthStore';
import type { StoreGroup } from '../../stores/base/StoreGroup';
import type { FavoriteStores } from '../../stores/groups/favoriteStores';
import { useStores } from '../../stores/StoresContext';
import type { FavoritesCollection } from './FavoriteToggle';

type ToggledBy<K extends keyof FavoriteStores> = Parameters<FavoriteStores[K]['toggle']>[0];

/**
 * The shopper's favourites of a kind, for a toggle (a view calls it while rendering an observer): read once the shopper
 * is signed in, with the favourites group (its module loads then). Until the group is in (a visitor's home page never
 * loads it), a visitor's toggle shows off and a customer's unknown (no press, busy), and a press loads the group and
 * goes to its store, which answers a visitor with the logged-out modal.
 */
export function useFavorites<K extends keyof FavoriteStores>(kind: K): FavoritesCollection<ToggledBy<K>> {
  const { auth, groups } = useStores();
  const signedIn = auth.isSignedIn;
  useEffect(() => {
    if (!signedIn) return;
    void groups.favorites.use((favorites) => favorites[kind].ensureLoaded(), '[favorites] the favourites could not load');
  }, [groups, kind, signedIn]);
  return groups.favorites.current?.[kind] ?? favoritesBeforeTheGroup(auth, groups.favorites, kind);
}

/**
 * A toggle's favourites while the group's module is not in: a visitor's off, a customer's unknown (no press, busy); a
 * press loads the group and goes to its store.
 */
export function favoritesBeforeTheGroup<K extends keyof FavoriteStores>(
  auth: Pick<AuthStore, 'isSignedIn'>,
  group: Pick<StoreGroup<unknown, FavoriteStores>, 'ready'>,
  kind: K,
): FavoritesCollection<ToggledBy<K>> {
  return {
    pressedState: () => (auth.isSignedIn ? null : false),
    isBusy: () => auth.isSignedIn,
    toggle: async (item) => {
      try {
        return await (await group.ready())[kind].toggle(item as never);
      } catch (error) {
        console.warn('[favorites] the favourites could not load', error);
        return undefined;
      }
    },
  };
}
