import { CATEGORY_ID } from '../constants/categories';

/**
 * Whether a category can be a favourite at all: category 1356 is never stored (001 §3, §9), so it gets no
 * favourite toggle (one that would fall back unpressed on the next load).
 */
export function canBeFavoriteCategory(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id !== CATEGORY_ID.NEVER_STORED_FAVORITE;
}
