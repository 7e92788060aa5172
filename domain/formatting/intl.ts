import { LOCALE } from '../constants/app';

/**
 * An Intl object made on its first use, not when its module loads. A page's first Intl object starts ICU, about
 * 65 ms on a slow phone (Lighthouse's 4× CPU): made while the startup code was evaluated, it lengthened the
 * start-up's longest task. The app starts ICU in a task of its own instead (startIntl); an object made later costs
 * a millisecond or two.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** Starts ICU: the first Intl object any page makes pays for it, so this one, made when nothing else runs, does. */
export function startIntl(): void {
  void new Intl.NumberFormat(LOCALE).resolvedOptions();
}
