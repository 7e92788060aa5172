import { LIMITS } from '../constants/limits';
import { keepRecentlyViewed } from '../retailers/recentlyViewed';

/** Reads the stored list (already JSON-decoded) back: whole positive ids only; anything else counts as none. */
function parseStoredRecentlyViewed(stored: unknown): number[] {
  if (!Array.isArray(stored)) return [];
  const ids = stored.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0);
  return [...new Set(ids)].slice(0, LIMITS.RECENTLY_VIEWED_RETAILERS_KEPT);
}

/** A visitor's view of a retailer: the stored list after it (most recent first, 6 kept, 000 §9). */
export function recentlyViewedToStore(stored: unknown, retailerId: number): number[] {
  return keepRecentlyViewed(parseStoredRecentlyViewed(stored), retailerId);
}
