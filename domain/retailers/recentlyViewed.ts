import { LIMITS } from '../constants/limits';

/** Records a retailer view: most recent first, no repeats, at most 6 kept (000 §9). */
export function keepRecentlyViewed(list: readonly number[], retailerId: number): number[] {
  const others = list.filter((id) => id !== retailerId);
  return [retailerId, ...new Set(others)].slice(0, LIMITS.RECENTLY_VIEWED_RETAILERS_KEPT);
}
