import type { FavoriteCategory, FavoriteRetailer } from '../../domain/favorites/favoriteTypes';

/**
 * The signed-in customer's favourites (001 §7): retailers through the content GraphQL and the main API's
 * save, categories through GraphQL (ids sent as strings). Failures reject with the documents' message for the
 * call (001 §8), an authentication error passing through as the SDK raised it.
 */
export interface FavoritesGateway {
  /** In their sort order. Rejects 'Something went wrong while fetching favorite retailers'. */
  fetchFavoriteRetailers(): Promise<FavoriteRetailer[]>;
  /**
   * Replaces the favourites with `retailerIds` (their order is the sort order; the group rule is
   * setFavoriteRetailer) and answers the saved list. Rejects 'customerId missing' without a customer id,
   * and 'Something went wrong while favoriting a retailer' when the service refuses.
   */
  saveFavoriteRetailers(customerId: string, retailerIds: readonly number[]): Promise<FavoriteRetailer[]>;
  fetchFavoriteCategories(): Promise<FavoriteCategory[]>;
  /** Rejects 'Something went wrong while creating a favorite category'. */
  setFavoriteCategory(categoryId: number): Promise<FavoriteCategory>;
  /** Rejects 'Something went wrong while deleting a favorite category'. */
  deleteFavoriteCategory(categoryId: number): Promise<void>;
}
