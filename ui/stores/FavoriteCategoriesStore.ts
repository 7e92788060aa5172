import * as MESSAGES from '../../domain/constants/messages';
import { computed, makeObservable, observable, runInAction } from 'mobx';
import type { FavoritesGateway } from '../../adapters/favorites/FavoritesGateway';
import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';
import type { Category } from '../../domain/categories/Category';
import type { FavoriteCategory } from '../../domain/favorites/favoriteTypes';
import { STORAGE_KEY } from '../../domain/constants/cookies';
import { favoriteCategoryIdsToStore, parseStoredFavoriteCategoryIds } from '../../domain/favorites/favoriteCategories';
import type { AuthStore } from './AuthStore';
import { EntityStore } from './base/EntityStore';
import type { LoadStatus } from './base/LoadStatus';
import type { ModalStore } from './ModalStore';
import { readJson, writeJson } from './storedJson';
import type { ToastStore } from './ToastStore';

/** The key of the favourites list's load. */
const FAVORITES = 'favorites';

export interface FavoriteCategoriesDeps {
  favorites: Pick<FavoritesGateway, 'fetchFavoriteCategories' | 'setFavoriteCategory' | 'deleteFavoriteCategory'>;
  storage: KeyValueStorage;
  auth: Pick<AuthStore, 'isSignedIn'>;
  modals: Pick<ModalStore, 'open'>;
  toasts: Pick<ToastStore, 'error'>;
}

export type FavoriteCategoryToggleOutcome = 'favorited' | 'unfavorited' | 'loggedOut' | 'busy' | 'unknown' | 'failed';

/**
 * The signed-in shopper's favourite categories (001 §3, §7): the one owner of which category is a favourite.
 * Every toggle (category cards, the category page, the welcome slide, the account section) reads and writes here.
 * The list is mirrored in browser storage (STORAGE_KEY.FAVORITE_CATEGORIES, never 1356), so a reload shows the
 * hearts at once while the service is asked again.
 *
 * A toggle is optimistic: the heart flips on the press and the call runs behind it (busy, further presses
 * ignored); on failure the previous state comes back with the documents' message. A heart is a light,
 * reversible choice, and waiting a round trip for it to fill feels broken.
 *
 * Until the service has answered (the stored copy may be stale: another device changes favourites too) a toggle
 * has no pressed state and offers no press (issue 29): a press sets the state the shopper saw, so it must see
 * the real one.
 *
 * A visitor gets the logged-out modal and nothing is kept, not even in storage: the welcome slides come after
 * sign-up, and a heart that looks saved but would be lost (or silently pushed to whoever signs in next) misleads.
 */
export class FavoriteCategoriesStore extends EntityStore<FavoriteCategory> {
  protected readonly label = 'favorite categories';
  /** The favourite category ids, as last known (the service's answer with this browser's presses applied). */
  readonly ids = observable.set<number>();
  /** Categories whose save is in flight: their toggles ignore further presses. */
  readonly busy = observable.set<number>();
  /** The last read answered (a failed one leaves the favourites unknown): only then can a toggle be pressed. */
  private answered = false;

  constructor(private readonly deps: FavoriteCategoriesDeps) {
    super();
    makeObservable<FavoriteCategoriesStore, 'answered'>(this, { answered: observable, status: computed, error: computed });
  }

  protected idOf(favorite: FavoriteCategory): number {
    return favorite.categoryId;
  }

  /** How the service's list was last read; `ids` is what the views show (that answer with presses still saving applied). */
  get status(): LoadStatus {
    return this.list(FAVORITES).status;
  }

  get error(): string | null {
    return this.list(FAVORITES).error;
  }

  isFavorite(categoryId: number): boolean {
    return this.ids.has(categoryId);
  }

  /** What a category's toggle shows: a visitor's is off; null until the service has answered (no press offered). */
  pressedState(categoryId: number): boolean | null {
    if (!this.deps.auth.isSignedIn) return false;
    return this.answered ? this.ids.has(categoryId) : null;
  }

  /** The favourites are being read for the first time, or this category's save is in flight. */
  isBusy(categoryId: number): boolean {
    return this.busy.has(categoryId) || (this.deps.auth.isSignedIn && !this.answered && this.status === 'loading');
  }

  /** Loads once per sign-in (a failed load is tried again); nothing to load for a visitor. */
  ensureLoaded(): Promise<void> {
    if (!this.deps.auth.isSignedIn || this.status === 'ready' || this.status === 'loading') return Promise.resolve();
    return this.load();
  }

  /** (Re)loads the favourites; the stored list shows meanwhile (and stays on a failure). Never rejects. */
  async load(): Promise<void> {
    if (!this.deps.auth.isSignedIn) return;
    if (this.status === 'idle') this.replaceIds(parseStoredFavoriteCategoryIds(readJson<unknown>(this.deps.storage, STORAGE_KEY.FAVORITE_CATEGORIES, [])));
    const read = await this.loadList(FAVORITES, () => this.deps.favorites.fetchFavoriteCategories(), MESSAGES.FAVORITE_CATEGORY_FETCH_FAILED);
    if (!read) {
      if (this.status === 'error') runInAction(() => (this.answered = false));
      return;
    }
    runInAction(() => {
      this.answered = true;
      // A save still in flight keeps this browser's press over the (older) answer.
      const answered = new Set(this.list(FAVORITES).ids);
      for (const id of this.busy) {
        if (this.ids.has(id)) answered.add(id);
        else answered.delete(id);
      }
      this.replaceIds([...answered]);
    });
    this.mirror();
  }

  /** The favourite toggle: set when not a favourite, delete when it is (001 §7). Never rejects. */
  async toggle(category: Pick<Category, 'id'>): Promise<FavoriteCategoryToggleOutcome> {
    const { auth, modals, favorites, toasts } = this.deps;
    if (!auth.isSignedIn) {
      modals.open({ kind: 'loggedOut' });
      return 'loggedOut';
    }
    const id = category.id;
    if (!this.answered) return 'unknown';
    if (this.busy.has(id)) return 'busy';
    const wasFavorite = this.ids.has(id);
    runInAction(() => this.busy.add(id));
    this.setFavorite(id, !wasFavorite);
    try {
      if (wasFavorite) await favorites.deleteFavoriteCategory(id);
      else await favorites.setFavoriteCategory(id);
      this.mirror();
      return wasFavorite ? 'unfavorited' : 'favorited';
    } catch (error) {
      // The documents' message for the call (001 §8), whatever the cause: the shopper only needs to know it did not
      // save; the cause goes to the console for whoever debugs it.
      console.warn('[favorites] saving a favourite category failed', error);
      this.setFavorite(id, wasFavorite);
      toasts.error(wasFavorite ? MESSAGES.FAVORITE_CATEGORY_DELETE_FAILED : MESSAGES.FAVORITE_CATEGORY_CREATE_FAILED);
      return 'failed';
    } finally {
      runInAction(() => this.busy.delete(id));
    }
  }

  /** Sign-out: forget the shopper's favourites here and in this browser's storage. */
  override clear(): void {
    super.clear();
    runInAction(() => {
      this.answered = false;
      this.ids.clear();
      this.busy.clear();
    });
    this.deps.storage.remove(STORAGE_KEY.FAVORITE_CATEGORIES);
  }

  private setFavorite(id: number, favorite: boolean): void {
    runInAction(() => {
      if (favorite) this.ids.add(id);
      else this.ids.delete(id);
    });
  }

  private replaceIds(ids: readonly number[]): void {
    runInAction(() => this.ids.replace(ids));
  }

  private mirror(): void {
    writeJson(this.deps.storage, STORAGE_KEY.FAVORITE_CATEGORIES, favoriteCategoryIdsToStore([...this.ids]));
  }
}
