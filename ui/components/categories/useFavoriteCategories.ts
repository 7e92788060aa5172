import { useEffect } from 'react';
import type { FavoriteCategoriesStore } from '../../stores/FavoriteCategoriesStore';
import { useStores } from '../../stores/StoresContext';

/** The favourite-categories store, loaded once the shopper is signed in (a view showing category hearts calls it). */
export function useFavoriteCategories(): FavoriteCategoriesStore {
  const { auth, favoriteCategories } = useStores();
  const signedIn = auth.isSignedIn;
  useEffect(() => {
    if (signedIn) void favoriteCategories.ensureLoaded();
  }, [favoriteCategories, signedIn]);
  return favoriteCategories;
}
