import type { BonusWithOfferIds } from '../../domain/bonuses/Bonus';

/**
 * The signed-in customer's bonuses (001 §7: availableBonuses, recentlyUnavailableBonuses, completedBonuses,
 * each with a limit, LIMITS.BONUSES_LIMIT on the page) and one bonus by id (x-inferred). Failures reject with
 * 'Something went wrong while fetching bonuses' (001 §8); an authentication error passes through as the SDK
 * raised it. Lists come in catalogue order; the page classifies them (domain/bonuses/classifyBonus).
 */
export interface BonusesGateway {
  /** In progress, for you and featured. */
  fetchAvailableBonuses(limit: number): Promise<BonusWithOfferIds[]>;
  fetchRecentlyUnavailableBonuses(limit: number): Promise<BonusWithOfferIds[]>;
  fetchCompletedBonuses(limit: number): Promise<BonusWithOfferIds[]>;
  /** Null for an unknown id (the page shows 404 'Bonus not found'). */
  fetchBonus(bonusId: number): Promise<BonusWithOfferIds | null>;
}
