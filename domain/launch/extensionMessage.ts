import type { Offer } from '../offers/Offer';

/**
 * Extension runtime message actions (000 §7 names the launch's). INFERRED: the documents say the app asks
 * the extension for its version and that logout tells it, without naming those actions: the names are ours.
 */
export const EXTENSION_ACTION = {
  AFFILIATE_LAUNCH: 'webV2AffiliateLaunch',
  GET_VERSION: 'getVersion',
  LOGOUT: 'webV2Logout',
} as const;

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

/** The runtime message telling the extension an affiliate launch happened (000 §4 step 7, §7). */
export interface LaunchExtensionMessage {
  action: typeof EXTENSION_ACTION.AFFILIATE_LAUNCH;
  payload: AffiliateLaunch;
}

/** Every message the app sends the extension: `{ action, payload? }` (000 §7). */
export type ExtensionMessage =
  | LaunchExtensionMessage
  | { action: typeof EXTENSION_ACTION.GET_VERSION }
  | { action: typeof EXTENSION_ACTION.LOGOUT };

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
