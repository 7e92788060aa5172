import type { Offer } from '../offers/Offer';

/** One offer as the extension receives it on launch. */
export interface LaunchExtensionOffer {
  id: number;
  percentBack: number | null;
  amount: number | null;
  currentValue: string | null;
  terms: string | null;
}

/** What the extension learns of an affiliate launch: the retailer and its offers (000 §7). */
export interface AffiliateLaunch {
  affiliateOffers: LaunchExtensionOffer[];
  retailerId: number;
}

/** The launch as the extension learns it: each offer's id, percentBack, amount, currentValue, terms (null when absent). */
export function affiliateLaunchFor(
  offers: readonly Pick<Offer, 'id' | 'percentBack' | 'amount' | 'currentValue' | 'terms'>[],
  retailerId: number,
): AffiliateLaunch {
  return {
    affiliateOffers: offers.map((offer) => ({
      id: offer.id,
      percentBack: offer.percentBack ?? null,
      amount: offer.amount ?? null,
      currentValue: offer.currentValue ?? null,
      terms: offer.terms ?? null,
    })),
    retailerId,
  };
}
