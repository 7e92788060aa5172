import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import type { FavoritesGateway } from '../../adapters/favorites/FavoritesGateway';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import { requireCustomerId } from '../../domain/customers/customerId';
import { toggleFavoriteRetailer } from '../../domain/favorites/favoriteRetailerToggle';
import type { FavoriteRetailer } from '../../domain/favorites/favoriteTypes';
import type { Retailer } from '../../domain/retailers/Retailer';
import type { AuthStore } from './AuthStore';
import { Loadable } from './base/Loadable';
import type { ModalStore } from './ModalStore';
import type { ToastStore } from './ToastStore';

/** The retailer a toggle is for; `retailerGroup` undefined when the caller does not know it (null: no group). */
export type ToggledRetailer = Pick<Retailer, 'id' | 'name' | 'retailerGroup'>;

export interface FavoriteRetailersStoreDeps {
  favorites: FavoritesGateway;
  /** Reads a retailer's group when the caller's record does not carry it (a favourites-list entry). */
  catalogue: Pick<CatalogueGateway, 'fetchRetailer'>;
  auth: Pick<AuthStore, 'isSignedIn' | 'customerId'>;
  modals: Pick<ModalStore, 'open'>;
  toasts: Pick<ToastStore, 'error'>;
}

/**
 * The signed-in customer's favourite retailers: the one owner of "is this retailer a favourite" (cards, the
 * retailer page, the gallery's order and the account's Favorites panel all read it; the catalogue's own
 * `Retailer.favorite` flag is not shown). A toggle follows 001 §4: the group rule, the whole-list save, then the
 * list reloads.
 */
export class FavoriteRetailersStore {
  /** The favourites in their sort order. */
  readonly list = new Loadable<FavoriteRetailer[]>([]);
  /** A save is in flight: further presses do nothing (the toggle shows busy), so a double press saves once. */
  saving = false;

  constructor(private readonly deps: FavoriteRetailersStoreDeps) {
    makeAutoObservable<FavoriteRetailersStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** The favourite ids in their sort order. */
  get ids(): number[] {
    return this.list.value.map((favorite) => favorite.retailerId);
  }

  isFavorite(retailerId: number): boolean {
    return this.deps.auth.isSignedIn && this.ids.includes(retailerId);
  }

  /** (Re)reads the list; nothing to read for a visitor. Never rejects. */
  load(): Promise<boolean> {
    if (!this.deps.auth.isSignedIn) return Promise.resolve(false);
    return this.list.run(() => this.deps.favorites.fetchFavoriteRetailers(), ACCOUNT_MESSAGES.FAVORITE_RETAILERS_FETCH_FAILED);
  }

  /** Reads the list once (the views showing toggles call it); a failed read is tried again on the next call. */
  ensureLoaded(): void {
    if (this.list.status === 'idle' || this.list.status === 'error') void this.load();
  }

  /**
   * Favourites or unfavourites a retailer with its group (001 §4). A visitor gets the logged-out modal (000 §6)
   * and nothing is sent; a failure shows the documents' message (001 §5, §8) and changes nothing.
   */
  async toggle(retailer: ToggledRetailer): Promise<void> {
    const { auth, favorites, modals, toasts } = this.deps;
    if (!auth.isSignedIn) {
      modals.open({ kind: 'loggedOut', retailerId: retailer.id, retailerName: retailer.name });
      return;
    }
    if (this.saving) return;
    const customerId = requireCustomerId(auth.customerId);
    if (!customerId.ok) {
      toasts.error(customerId.message);
      return;
    }
    this.saving = true;
    try {
      // The toggle works on the whole list: read it first when it is not known yet.
      if (!this.list.isReady && !(await this.load())) {
        toasts.error(this.list.error ?? ACCOUNT_MESSAGES.FAVORITE_RETAILERS_FETCH_FAILED);
        return;
      }
      let saved: FavoriteRetailer[];
      try {
        const { favoriteIds } = toggleFavoriteRetailer(this.ids, await this.withGroup(retailer));
        saved = await favorites.saveFavoriteRetailers(customerId.value, favoriteIds);
      } catch (error) {
        // The service's refusal or an unreachable service: the documents' one message for a failed save (the cause
        // goes to the console for whoever debugs it).
        console.warn('[favorites] saving the favourite retailers failed', error);
        toasts.error(ACCOUNT_MESSAGES.FAVORITE_RETAILER_SAVE_FAILED);
        return;
      }
      // 001 §4: the list is reloaded after the save; should the reload fail, the save's own answer stands.
      if (!(await this.load())) this.list.set(saved);
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /**
   * The retailer with its group: list cards and the retailer page carry it (null when it has none); an entry of
   * the favourites list does not, so the retailer is read for it. A read that fails fails the toggle: saving
   * without the group would break the group rule.
   */
  private async withGroup(retailer: ToggledRetailer): Promise<ToggledRetailer> {
    if (retailer.retailerGroup !== undefined) return retailer;
    const read = await this.deps.catalogue.fetchRetailer(retailer.id);
    return { ...retailer, retailerGroup: read?.retailerGroup ?? null };
  }

  /** Sign-out: the next customer starts with nothing known. */
  clear(): void {
    this.list.reset();
    this.saving = false;
  }
}
