import { filterRetailers, type RetailerFilterOptions } from '../retailers/filterRetailers';
import { orderRetailerGallery } from '../retailers/galleryOrder';
import type { Retailer } from '../retailers/Retailer';

export interface RetailerGalleryInput extends RetailerFilterOptions {
  retailers: readonly Retailer[];
  /**
   * The shopper's favourite retailer ids in their own sort order. When absent, the retailers' own `favorite`
   * flags (set for a signed-in caller) name the favourites.
   */
  favoriteRetailerIds?: readonly number[] | null;
  /** Records of the default retailers (3443, 5, fallback 4) fetched by id when the list lacks them. */
  defaultRetailers?: readonly Retailer[];
}

/**
 * The retailers gallery (000 §5, §9): the list rules first (tempDisabled, the disabled map, the
 * web-excluded-retailers-list flag), then favourites first in the shopper's favourite order, then the default
 * retailers at position 6 (orderRetailerGallery).
 */
export function buildRetailerGallery(input: RetailerGalleryInput): Retailer[] {
  const filter = { disabledRetailerIds: input.disabledRetailerIds, webExcludedRetailerIds: input.webExcludedRetailerIds };
  const retailers = filterRetailers(input.retailers, filter);
  const favoriteIds = input.favoriteRetailerIds ?? retailers.filter((retailer) => retailer.favorite === true).map((retailer) => retailer.id);
  const rank = new Map(favoriteIds.map((id, index) => [id, index] as const));
  const favoritesInOrder = retailers
    .filter((retailer) => rank.has(retailer.id))
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  const others = retailers.filter((retailer) => !rank.has(retailer.id));
  return orderRetailerGallery([...favoritesInOrder, ...others], {
    favoriteRetailerIds: favoriteIds,
    defaultRetailers: filterRetailers(input.defaultRetailers ?? [], filter),
  });
}

/** Whether a single retailer passes the list rules (a retailer page treats one that fails as not found). */
export function isListableRetailer(retailer: Pick<Retailer, 'id' | 'tempDisabled'>, options: RetailerFilterOptions = {}): boolean {
  return filterRetailers([retailer], options).length === 1;
}
