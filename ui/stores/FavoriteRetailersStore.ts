import * as MESSAGES from '../../domain/constants/messages';
import { computed, makeObservable, observable, runInAction } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import type { FavoritesGateway } from '../../adapters/favorites/FavoritesGateway';
import { requireCustomerId } from '../../domain/customers/customerId';
import { setFavoriteRetailer } from '../../domain/favorites/favoriteRetailerToggle';
import type { FavoriteRetailer } from '../../domain/favorites/favoriteTypes';
import type { Retailer } from '../../domain/retailers/Retailer';
import type { AuthStore } from './AuthStore';
import { EntityStore } from './base/EntityStore';
import { isPending, type LoadStatus } from './base/LoadStatus';
import { SerialQueue } from './base/SerialQueue';
import type { ModalStore } from './ModalStore';
import type { ToastStore } from './ToastStore';

/** The retailer a toggle is for; `retailerGroup` undefined when the caller does not know it (null: no group). */
export type ToggledRetailer = Pick<Retailer, 'id' | 'name' | 'retailerGroup'>;

/** The key of the favourites list's load. */
const FAVORITES = 'favorites';

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
 * `Retailer.favorite` flag is not shown). A press follows 001 §4: the group rule, the whole-list save, then the
 * list reloads.
 *
 * Two races would lose favourites, because a save replaces the whole list (issue 29):
 * - a press before the list is read: no toggle offers one (`pressedState` is null, the toggle busy and inert),
 *   and the store refuses it too;
 * - a press while another save is in flight: presses queue, each saving the state the shopper asked for
 *   (`setFavoriteRetailer`, never a toggle) on the list the previous save left.
 */
export class FavoriteRetailersStore extends EntityStore<FavoriteRetailer> {
  protected readonly label = 'favorite retailers';
  /** The last read answered (or a save did): until then, and after a failed read, no toggle knows its state. */
  known = false;
  /** Presses queued or saving: retailer id → the state the shopper asked for, shown until the save settles. */
  readonly pending = observable.map<number, boolean>();
  /** The saves, one after another: each builds its list from what the previous one left. */
  private queue = new SerialQueue();
  /** Counts sign-outs: a save queued for the previous customer must not touch the next one's list. */
  private session = 0;

  constructor(private readonly deps: FavoriteRetailersStoreDeps) {
    super();
    makeObservable(this, { known: observable, favorites: computed, ids: computed, status: computed, error: computed, isSaving: computed });
  }

  protected idOf(favorite: FavoriteRetailer): number {
    return favorite.retailerId;
  }

  /** The favourites in their sort order, as the service last answered. */
  get favorites(): FavoriteRetailer[] {
    return this.entitiesOf(FAVORITES);
  }

  /** The favourite ids in their sort order. */
  get ids(): readonly number[] {
    return this.list(FAVORITES).ids;
  }

  get status(): LoadStatus {
    return this.list(FAVORITES).status;
  }

  get error(): string | null {
    return this.list(FAVORITES).error;
  }

  /** A save is queued or in flight. */
  get isSaving(): boolean {
    return this.pending.size > 0;
  }

  /** Whether the service counts the retailer a favourite (the gallery's order reads this). */
  isFavorite(retailerId: number): boolean {
    return this.deps.auth.isSignedIn && this.known && this.ids.includes(retailerId);
  }

  /**
   * What a retailer's toggle shows: a visitor's is off (a press opens the logged-out modal); a press still saving
   * shows what the shopper asked; null while the list is not known (the toggle then offers no press).
   */
  pressedState(retailerId: number): boolean | null {
    if (!this.deps.auth.isSignedIn) return false;
    const asked = this.pending.get(retailerId);
    if (asked !== undefined) return asked;
    return this.known ? this.ids.includes(retailerId) : null;
  }

  /** The toggle is busy: the list is being read for the first time, or this retailer's press is saving. */
  isBusy(retailerId: number): boolean {
    if (!this.deps.auth.isSignedIn) return false;
    return this.pending.has(retailerId) || (!this.known && isPending(this.status));
  }

  /** (Re)reads the list; nothing to read for a visitor. Never rejects. */
  async load(): Promise<boolean> {
    if (!this.deps.auth.isSignedIn) return false;
    const read = await this.loadList(FAVORITES, () => this.deps.favorites.fetchFavoriteRetailers(), MESSAGES.FAVORITE_RETAILERS_FETCH_FAILED);
    runInAction(() => {
      if (read) this.known = true;
      // A failed read leaves nothing known (its list names no favourite): toggles go inert rather than offer
      // a press that would save an empty list.
      else if (this.status === 'error') this.known = false;
    });
    return read;
  }

  /** Reads the list once (the views showing toggles call it); a failed read is tried again on the next call. */
  ensureLoaded(): void {
    if (this.status === 'idle' || this.status === 'error') void this.load();
  }

  /**
   * A press of a retailer's toggle: sets the opposite of what the toggle showed, with its group (001 §4). A
   * visitor gets the logged-out modal (000 §6) and nothing is sent; a press on an unknown state, or a second
   * press while this retailer's save is in flight, does nothing; a failure shows the documents' message
   * (001 §5, §8) and changes nothing. Never rejects.
   */
  async toggle(retailer: ToggledRetailer): Promise<void> {
    const { auth, modals, toasts } = this.deps;
    if (!auth.isSignedIn) {
      modals.open({ kind: 'loggedOut', retailerId: retailer.id, retailerName: retailer.name });
      return;
    }
    const shown = this.pressedState(retailer.id);
    if (shown === null || this.pending.has(retailer.id)) return;
    const customerId = requireCustomerId(auth.customerId);
    if (!customerId.ok) {
      toasts.error(customerId.message);
      return;
    }
    const favorite = !shown;
    runInAction(() => this.pending.set(retailer.id, favorite));
    const session = this.session;
    await this.queue.run(() => this.save(customerId.value, retailer, favorite, session));
  }

  /** Saves one press on the list as the service last answered it, then reloads. Never rejects. */
  private async save(customerId: string, retailer: ToggledRetailer, favorite: boolean, session: number): Promise<void> {
    try {
      // Signed out while it waited its turn: the next customer's list is not this press's.
      if (session !== this.session) return;
      let answer: FavoriteRetailer[];
      try {
        const withGroup = await this.withGroup(retailer);
        if (session !== this.session) return;
        // A read failed while this press waited: the list is not known, and saving on it would wipe it.
        if (!this.known) throw new Error('the favourites are not known');
        // The latest list: the previous save's, or a read that answered while this press waited.
        const favoriteIds = setFavoriteRetailer(this.ids, withGroup, favorite);
        // Already as asked (a group member's press, or a change made elsewhere): nothing to send.
        if (sameIds(favoriteIds, this.ids)) return;
        answer = await this.deps.favorites.saveFavoriteRetailers(customerId, favoriteIds);
      } catch (error) {
        // The service's refusal or an unreachable service: the documents' one message for a failed save (the cause
        // goes to the console for whoever debugs it).
        console.warn('[favorites] saving the favourite retailers failed', error);
        this.deps.toasts.error(MESSAGES.FAVORITE_RETAILER_SAVE_FAILED);
        return;
      }
      // 001 §4: the list is reloaded after the save; should the reload fail, the save's own answer stands.
      if (!(await this.load()) && this.status !== 'loading' && session === this.session) this.adoptSaved(answer);
    } finally {
      if (session === this.session) runInAction(() => this.pending.delete(retailer.id));
    }
  }

  private adoptSaved(answer: FavoriteRetailer[]): void {
    this.keepList(FAVORITES, answer);
    runInAction(() => (this.known = true));
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
  override clear(): void {
    super.clear();
    runInAction(() => {
      this.known = false;
      this.pending.clear();
    });
    this.queue = new SerialQueue();
    this.session += 1;
  }
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
