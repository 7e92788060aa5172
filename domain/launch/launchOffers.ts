import { RETAILER_ID } from '../constants/retailers';
import type { Offer } from '../offers/Offer';
import { isDefaultTypeOffer, isNonaffiliate } from '../offers/attribution';

/**
 * Preferred offer categories when gathering launch offer ids (affiliate launch step 5: "preferring categories
 * 1545 and 1088"): the activate-and-redirect ids (000 §9), in the step's order.
 */
export const PREFERRED_LAUNCH_CATEGORY_IDS: readonly number[] = [
  RETAILER_ID.ACTIVATE_AND_REDIRECT_B,
  RETAILER_ID.ACTIVATE_AND_REDIRECT_A,
];

export interface LaunchCountContext {
  /** The retailer is shopped on the web (Retailer.webRetailer). */
  isWebRetailer: boolean;
  /** The shopper's account at this retailer is linked. */
  accountLinked: boolean;
  retailerId: number;
  /** For retailer 1408, whose link is the direct integration (isDirectIntegrationLinked). */
  directIntegrationLinked: boolean;
}

/**
 * Affiliate launch steps 3–4 (000 §4): count the unlocked offers that are nonaffiliate or of the
 * default type; a web retailer whose account is not linked counts 0 — for 1408 "linked" means
 * the direct integration is linked.
 */
export function countLaunchOffers(
  unlockedOffers: readonly Pick<Offer, 'attributionMethod' | 'offerType'>[],
  context: LaunchCountContext,
): number {
  if (context.isWebRetailer) {
    const linked =
      context.retailerId === RETAILER_ID.DIRECT_INTEGRATION ? context.directIntegrationLinked : context.accountLinked;
    if (!linked) return 0;
  }
  return unlockedOffers.filter((offer) => isNonaffiliate(offer) || isDefaultTypeOffer(offer)).length;
}

function inPreferredCategory(offer: Pick<Offer, 'offerRetailerPurchaseCategories'>): boolean {
  return (offer.offerRetailerPurchaseCategories ?? []).some((category) =>
    PREFERRED_LAUNCH_CATEGORY_IDS.includes(category.id),
  );
}

/**
 * Affiliate launch step 5 (000 §4): the offer ids to hydrate. When some offers carry a purchase
 * category 1545 or 1088, only those are used ("preferring ... when present"); otherwise all.
 * Order is kept and ids are not repeated.
 */
export function gatherLaunchOfferIds(
  offers: readonly Pick<Offer, 'id' | 'offerRetailerPurchaseCategories'>[],
): number[] {
  const preferred = offers.filter(inPreferredCategory);
  const chosen = preferred.length > 0 ? preferred : offers;
  return [...new Set(chosen.map((offer) => offer.id))];
}
