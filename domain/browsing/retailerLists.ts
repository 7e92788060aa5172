import { LOCALE } from '../constants/app';
import { CATEGORY_ID } from '../constants/categories';
import type { Category } from '../categories/Category';
import { sortCategories } from '../categories/sortOrder';
import { filterRetailers, retailerCategoryIdsFor, type RetailerFilterOptions } from '../retailers/filterRetailers';
import { orderRetailerGallery } from '../retailers/galleryOrder';
import type { Retailer } from '../retailers/Retailer';

/** A category with its retailers in full, as the category list call answers. */
export interface CategoryWithRetailerList extends Category {
  retailerList: readonly Retailer[];
}

/** The categories lists show (000 §3, §5): category 485 left out, the rest in the fixed sort order. */
export function listedCategories<T extends Pick<Category, 'id' | 'name'>>(categories: readonly T[]): T[] {
  const kept = new Set(retailerCategoryIdsFor(categories.map((category) => category.id)));
  return sortCategories(categories.filter((category) => kept.has(category.id)));
}

/** Whether a category page may show this category: any id but the ignored retailer category 485. */
export function isListedCategoryId(categoryId: number): boolean {
  return Number.isSafeInteger(categoryId) && categoryId > 0 && categoryId !== CATEGORY_ID.IGNORED_RETAILER_CATEGORY;
}

function compareNames(a: Pick<Retailer, 'name' | 'id'>, b: Pick<Retailer, 'name' | 'id'>): number {
  return a.name.localeCompare(b.name, LOCALE, { sensitivity: 'base' }) || a.id - b.id;
}

/**
 * Every retailer of the listed categories, once each, by name (the gallery's base order is ours: the documents
 * give only favourites first and the defaults at position 6). Category 485's retailers count only through
 * another category.
 */
export function retailersOfCategories(categories: readonly CategoryWithRetailerList[]): Retailer[] {
  const byId = new Map<number, Retailer>();
  for (const category of listedCategories(categories)) {
    for (const retailer of category.retailerList) if (!byId.has(retailer.id)) byId.set(retailer.id, retailer);
  }
  return [...byId.values()].sort(compareNames);
}

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

/**
 * The home page's recommended retailers for a visitor: homeRecommendedRetailers needs a signed-in customer, so
 * visitors get the public retailers that carry a recommendation rank, best rank first (ours).
 */
export function recommendedRetailersFrom(retailers: readonly Retailer[], limit: number): Retailer[] {
  return retailers
    .filter((retailer) => typeof retailer.recommendedRetailer?.rank === 'number')
    .sort((a, b) => (a.recommendedRetailer?.rank ?? 0) - (b.recommendedRetailer?.rank ?? 0) || a.id - b.id)
    .slice(0, Math.max(0, limit));
}

/** Whether a single retailer passes the list rules (a retailer page treats one that fails as not found). */
export function isListableRetailer(retailer: Pick<Retailer, 'id' | 'tempDisabled'>, options: RetailerFilterOptions = {}): boolean {
  return filterRetailers([retailer], options).length === 1;
}
