import { HTTP_STATUS } from '../constants/http';
import type { Bonus } from './Bonus';

/** The refusal for a bonus id the shopper does not have (001 §8). */
export const BONUS_NOT_FOUND = 'Bonus not found';

export type BonusLookup<T> =
  | { ok: true; value: T }
  | { ok: false; status: typeof HTTP_STATUS.NOT_FOUND; message: string };

/** Finds the bonus for the bonus_id route param; not found is a 404 'Bonus not found' (001 §5). */
export function bonusById<T extends Pick<Bonus, 'id'>>(bonuses: readonly T[], bonusId: number | string): BonusLookup<T> {
  const found = bonuses.find((bonus) => String(bonus.id) === String(bonusId));
  if (found) return { ok: true, value: found };
  return { ok: false, status: HTTP_STATUS.NOT_FOUND, message: BONUS_NOT_FOUND };
}
