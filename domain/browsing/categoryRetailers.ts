import { compareNames } from '../formatting/nameOrder';
import { CATEGORY_ID } from '../constants/categories';
import type { Category } from '../categories/Category';
import { sortCategories } from '../categories/sortOrder';
import { retailerCategoryIdsFor } from '../retailers/filterRetailers';
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

function compareRetailers(a: Pick<Retailer, 'name' | 'id'>, b: Pick<Retailer, 'name' | 'id'>): number {
  return compareNames(a.name, b.name) || a.id - b.id;
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
  return [...byId.values()].sort(compareRetailers);
}
