import type { Offer } from '../offers/Offer';

/** Extension runtime message actions (000 §7). */
export const EXTENSION_ACTION = {
  AFFILIATE_LAUNCH: 'webV2AffiliateLaunch',
} as const;

/** One offer as the extension receives it on launch. */
export interface LaunchExtensionOffer {
  id: number;
  percentBack: number | null;
  amount: number | null;
  currentValue: string | null;
  terms: string | null;
}

/** The runtime message telling the extension an affiliate launch happened (000 §4 step 7, §7). */
export interface LaunchExtensionMessage {
  action: typeof EXTENSION_ACTION.AFFILIATE_LAUNCH;
  payload: { affiliateOffers: LaunchExtensionOffer[]; retailerId: number };
}

export function launchExtensionMessage(
  offers: readonly Pick<Offer, 'id' | 'percentBack' | 'amount' | 'currentValue' | 'terms'>[],
  retailerId: number,
): LaunchExtensionMessage {
  return {
    action: EXTENSION_ACTION.AFFILIATE_LAUNCH,
    payload: {
      affiliateOffers: offers.map((offer) => ({
        id: offer.id,
        percentBack: offer.percentBack ?? null,
        amount: offer.amount ?? null,
        currentValue: offer.currentValue ?? null,
        terms: offer.terms ?? null,
      })),
      retailerId,
    },
  };
}
