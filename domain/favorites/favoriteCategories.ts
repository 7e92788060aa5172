import { canBeFavoriteCategory } from './canBeFavoriteCategory';

/**
 * The category ids kept in browser storage: each once, in first-seen order, never category 1356 (001 §3),
 * and only whole positive ids.
 */
export function favoriteCategoryIdsToStore(ids: readonly number[]): number[] {
  const kept = ids.filter(canBeFavoriteCategory);
  return [...new Set(kept)];
}

/** Reads the stored list (already JSON-decoded) back; anything unreadable counts as no favourites. */
export function parseStoredFavoriteCategoryIds(stored: unknown): number[] {
  if (!Array.isArray(stored)) return [];
  const ids: number[] = [];
  for (const entry of stored) {
    if (typeof entry === 'number') ids.push(entry);
    else if (typeof entry === 'string' && /^\d+$/.test(entry)) ids.push(Number(entry));
    else return [];
  }
  return favoriteCategoryIdsToStore(ids);
}
