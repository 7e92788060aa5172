import { CATEGORY_ID } from '../constants/categories';
import { compareNames } from '../formatting/nameOrder';
import type { Category } from './Category';

/** The fixed sort-order map: these ids take positions 1..18 in this order. */
export const CATEGORY_SORT_ORDER_IDS: readonly number[] = [
  1356, 1482, 230, 153, 72, 474, 476, 475, 606, 607, 1294, 1328, 1329, 1330, 1331, 1332, 1496, 1497,
];

/** The category's position (1..18) from the fixed sort-order map (000 §3); null when unmapped. */
export function categorySortOrder(categoryId: number): number | null {
  const index = CATEGORY_SORT_ORDER_IDS.indexOf(categoryId);
  return index === -1 ? null : index + 1;
}

/**
 * Orders categories by the fixed map; categories the map does not know follow, sorted by name.
 * Returns a new array.
 */
export function sortCategories<T extends Pick<Category, 'id' | 'name'>>(categories: readonly T[]): T[] {
  const position = (category: T) => categorySortOrder(category.id) ?? Number.POSITIVE_INFINITY;
  return [...categories].sort((a, b) => position(a) - position(b) || compareNames(a.name, b.name));
}

/** Hot Deals (1482) heads the header's categories dropdown, with its fire icon and divider (000 §2). */
export function isHotDealsCategory(categoryId: number): boolean {
  return categoryId === CATEGORY_ID.HOT_DEALS;
}

/** The header dropdown order (000 §9): Hot Deals first, the others by name. Returns a new array. */
export function sortCategoriesForMenu<T extends Pick<Category, 'id' | 'name'>>(categories: readonly T[]): T[] {
  const rank = (category: T) => (isHotDealsCategory(category.id) ? 0 : 1);
  return [...categories].sort((a, b) => rank(a) - rank(b) || compareNames(a.name, b.name));
}
