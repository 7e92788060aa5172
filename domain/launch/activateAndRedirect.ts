import { RETAILER_ID } from '../constants/retailers';
import type { Offer } from '../offers/Offer';
import { unlockDecision } from '../offers/unlock';

/** Retailers whose Shop button uses activate-and-redirect; also the preferred launch categories (step 5). */
export const ACTIVATE_AND_REDIRECT_RETAILER_IDS: readonly number[] = [
  RETAILER_ID.ACTIVATE_AND_REDIRECT_A,
  RETAILER_ID.ACTIVATE_AND_REDIRECT_B,
];

/** Shop at retailers 1088 and 1545 activates offers and redirects instead of the plain launch (000 §4). */
export function usesActivateAndRedirect(retailerId: number): boolean {
  return ACTIVATE_AND_REDIRECT_RETAILER_IDS.includes(retailerId);
}

/**
 * What Shop adds first at an activate-and-redirect retailer (ours: the documents name the behaviour, not its
 * offers): the offers not yet added; a sweepstakes offer needs its own consent (000 §4), so it is left out.
 * Elsewhere nothing.
 */
export function offersToActivateFirst<T extends Pick<Offer, 'activated' | 'rewards'>>(retailerId: number, candidates: readonly T[]): T[] {
  if (!usesActivateAndRedirect(retailerId)) return [];
  return candidates.filter((offer) => offer.activated !== true && unlockDecision(offer, { bypassSweepstakes: false }) === 'activate');
}
