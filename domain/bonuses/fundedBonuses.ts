import type { Bonus, BonusOfferRef } from './Bonus';

/** internalType of a bonus funded by offers (ours: the value is not shown; compared case-insensitively). */
export const BONUS_FUNDED_INTERNAL_TYPE = 'FUNDED';

function offerId(offer: BonusOfferRef): string {
  return String(typeof offer === 'object' ? offer.id : offer);
}

export function isFundedBonus(bonus: Pick<Bonus, 'internalType'>): boolean {
  return bonus.internalType?.toUpperCase() === BONUS_FUNDED_INTERNAL_TYPE;
}

/**
 * Funded bonuses are paid through their offers, so one with none of its offers supported here is dropped
 * (001 §5). Other bonuses are kept as they are. Ids are compared as text (the API mixes numbers and strings).
 */
export function dropUnsupportedFundedBonuses<T extends Pick<Bonus, 'internalType' | 'offers'>>(
  bonuses: readonly T[],
  supportedOfferIds: Iterable<number | string>,
): T[] {
  const supported = new Set([...supportedOfferIds].map(String));
  return bonuses.filter(
    (bonus) => !isFundedBonus(bonus) || (bonus.offers ?? []).some((offer) => supported.has(offerId(offer))),
  );
}
