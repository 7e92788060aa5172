/**
 * The store persistence timeout (000 §9, 001 §9: 100000 ms): how long state a store keeps in browser storage for
 * the next page load still speaks for the present. Older state is not restored. Where it applies is ours: the
 * last affiliate launch, whose post-retailer modal a page load in the same window shows only within it.
 */
export const STORE_PERSISTENCE_TIMEOUT_MS = 100_000;

/** Whether state saved at `savedAtMs` may be restored at `nowMs` (a save "in the future" is a clock that moved: no). */
export function isPersistedStateFresh(savedAtMs: number | undefined, nowMs: number): boolean {
  if (savedAtMs === undefined || !Number.isFinite(savedAtMs)) return false;
  const age = nowMs - savedAtMs;
  return age >= 0 && age < STORE_PERSISTENCE_TIMEOUT_MS;
}
