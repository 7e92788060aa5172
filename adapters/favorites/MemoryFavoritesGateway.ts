import * as MESSAGES from '../../domain/constants/messages';
import { requireCustomerId } from '../../domain/customers/customerId';
import { favoriteCategoryIdsToStore } from '../../domain/favorites/favoriteCategories';
import type { FavoriteCategory, FavoriteRetailer } from '../../domain/favorites/favoriteTypes';
import { notSignedIn } from '../twinRefusals';
import type { FavoritesGateway } from './FavoritesGateway';

const TWIN = 'favorites twin';

/**
 * The in-memory twin: `retailers` names the retailers that exist (id → name and image); `favoriteIds` and
 * `categories` are the customer's favourites. Saving an unknown retailer, or another customer's list, fails
 * with the save's message, as the adapter maps the service's refusal; a visitor gets an authentication error.
 * A favourite category 1356 is never stored (answered, not kept), as the service does.
 */
export class MemoryFavoritesGateway implements FavoritesGateway {
  readonly retailers = new Map<number, { name: string; imageUrl: string }>();
  favoriteIds: number[] = [];
  categories: FavoriteCategory[] = [];
  /** Who is signed in; null for a visitor. */
  signedInAs: string | null;
  failWith: Error | null = null;
  now = () => new Date();

  constructor(signedInAs: string | null = null) {
    this.signedInAs = signedInAs;
  }

  async fetchFavoriteRetailers(): Promise<FavoriteRetailer[]> {
    this.guard('fetchFavoriteRetailers', MESSAGES.FAVORITE_RETAILERS_FETCH_FAILED);
    return this.favoriteRetailers();
  }

  async saveFavoriteRetailers(customerId: string, retailerIds: readonly number[]): Promise<FavoriteRetailer[]> {
    const id = requireCustomerId(customerId);
    if (!id.ok) throw new Error(id.message);
    this.guard('saveFavoriteRetailers', MESSAGES.FAVORITE_RETAILER_SAVE_FAILED);
    if (id.value !== this.signedInAs || retailerIds.some((retailerId) => !this.retailers.has(retailerId))) {
      throw new Error(MESSAGES.FAVORITE_RETAILER_SAVE_FAILED);
    }
    this.favoriteIds = [...new Set(retailerIds)];
    return this.favoriteRetailers();
  }

  async fetchFavoriteCategories(): Promise<FavoriteCategory[]> {
    this.guard('fetchFavoriteCategories', MESSAGES.FAVORITE_CATEGORY_FETCH_FAILED);
    return [...this.categories];
  }

  async setFavoriteCategory(categoryId: number): Promise<FavoriteCategory> {
    this.guard('setFavoriteCategory', MESSAGES.FAVORITE_CATEGORY_CREATE_FAILED);
    const known = this.categories.find((category) => category.categoryId === categoryId);
    if (known) return known;
    if (favoriteCategoryIdsToStore([categoryId]).length === 0) return { categoryId, favoriteDate: null };
    const favorite = { categoryId, favoriteDate: this.now().toISOString() };
    this.categories.push(favorite);
    return favorite;
  }

  async deleteFavoriteCategory(categoryId: number): Promise<void> {
    this.guard('deleteFavoriteCategory', MESSAGES.FAVORITE_CATEGORY_DELETE_FAILED);
    if (!this.categories.some((category) => category.categoryId === categoryId)) throw new Error(MESSAGES.FAVORITE_CATEGORY_DELETE_FAILED);
    this.categories = this.categories.filter((category) => category.categoryId !== categoryId);
  }

  private favoriteRetailers(): FavoriteRetailer[] {
    return this.favoriteIds.map((retailerId, sortOrder) => ({ retailerId, sortOrder, name: '', imageUrl: '', ...this.retailers.get(retailerId) }));
  }

  private guard(operation: keyof FavoritesGateway, message: string): void {
    if (this.failWith) throw new Error(message, { cause: this.failWith });
    if (this.signedInAs === null) throw notSignedIn(TWIN, operation);
  }
}
