import { ATTRIBUTION_METHOD, OFFER_TYPE } from './Offer';
import type { Offer } from './Offer';

/** Nonaffiliate offers are consumer-goods offers (000 §3); the server's casing is not trusted. */
export function isNonaffiliate(offer: Pick<Offer, 'attributionMethod'>): boolean {
  return String(offer.attributionMethod ?? '').toLowerCase() === ATTRIBUTION_METHOD.NONAFFILIATE;
}

/** True for offers of the default type (as opposed to hero offers). */
export function isDefaultTypeOffer(offer: Pick<Offer, 'offerType'>): boolean {
  return String(offer.offerType ?? '').toLowerCase() === OFFER_TYPE.DEFAULT;
}
