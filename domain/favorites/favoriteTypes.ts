/** A favourite retailer (001 §3). */
export interface FavoriteRetailer {
  retailerId: number;
  sortOrder: number;
  name: string;
  imageUrl: string;
}

/** A favourite category (001 §3). */
export interface FavoriteCategory {
  categoryId: number;
  /** When it was favourited (ISO date-time), when the service says. */
  favoriteDate: string | null;
}
