import { LOCALE } from '../constants/app';
import { madeOnFirstUse } from './intl';

// One collator for every name sort: localeCompare with options builds one per comparison (issue 31: 22.6 ms
// against 0.14 ms for 72 names).
const nameCollator = madeOnFirstUse(() => new Intl.Collator(LOCALE, { sensitivity: 'base' }));

/** Locale-aware, case- and accent-insensitive order of two names. */
export function compareNames(a: string, b: string): number {
  return nameCollator().compare(a, b);
}
