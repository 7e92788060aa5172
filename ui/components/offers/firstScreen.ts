import { startTransition, useEffect, useState } from 'react';

/** The cards a phone's first screen shows, and a desktop's first two rows. */
export const FIRST_SCREEN_OFFERS = 8;
/** The cards each later pass adds: a pass's render and commit stay short on a slow phone. */
export const OFFERS_PER_LATER_PASS = 16;

/**
 * A long list's first screen of items renders with the component (the server's markup too); the rest follow in
 * transitions (interruptible) of OFFERS_PER_LATER_PASS after each paint, so a page of offers arriving does not block
 * the main thread in one long task. `rendering`: the rest is still to come.
 */
export function useFirstScreenFirst<T>(items: readonly T[]): { shown: readonly T[]; rendering: boolean } {
  const [limit, setLimit] = useState(FIRST_SCREEN_OFFERS);
  const rendering = limit < items.length;
  useEffect(() => {
    if (rendering) startTransition(() => setLimit((current) => current + OFFERS_PER_LATER_PASS));
  }, [rendering, limit]);
  return { shown: rendering ? items.slice(0, limit) : items, rendering };
}
