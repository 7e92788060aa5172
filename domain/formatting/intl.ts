/**
 * A page's first Intl object starts ICU: about 25 ms here, 100 ms on a slow phone (Lighthouse's 4× CPU), in whatever
 * task makes it. The public pages' first views format only numbers and sort plain names, so those are done without
 * ICU (numbers.ts, nameOrder.ts, each checked against Intl by its tests); what still needs Intl (dates, other
 * scripts' names) makes its object on first use, not when its module loads.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
