import { DAY_MS } from '../constants/timing';

/** How long a shopper counts as a new saver (001 §9). */
const NEW_SAVER_DAYS = 7;

/**
 * A new saver joined within the last 7 days (001 §4). A join date slightly in the future (clock skew)
 * still counts as new; an invalid date does not.
 */
export function isNewSaver(joinDate: Date, now: Date): boolean {
  const elapsed = now.getTime() - joinDate.getTime();
  if (Number.isNaN(elapsed)) return false;
  return elapsed < NEW_SAVER_DAYS * DAY_MS;
}
