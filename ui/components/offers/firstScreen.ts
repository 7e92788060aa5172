import { useDeferredValue } from 'react';

/** The cards a phone's first screen shows, and a desktop's first two rows. */
export const FIRST_SCREEN_OFFERS = 8;

/**
 * A long list's first screen of items renders with the component (the server's markup too); the rest in a deferred
 * (interruptible) pass after it, so a page of offers arriving does not block the main thread in one long task. Use it
 * in a component that mounts with its list. `rendering`: the rest is still to come.
 */
export function useFirstScreenFirst<T>(items: readonly T[]): { shown: readonly T[]; rendering: boolean } {
  const shownCount = useDeferredValue(items.length, Math.min(items.length, FIRST_SCREEN_OFFERS));
  const rendering = shownCount !== items.length;
  return { shown: rendering ? items.slice(0, shownCount) : items, rendering };
}
