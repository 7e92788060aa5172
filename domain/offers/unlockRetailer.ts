import type { Offer } from './Offer';

/**
 * The retailer an unlock is made for: the one the page was opened for (the retailer page, or the offer
 * page's retailerId query) when the offer is available there, else the offer's first retailer; null when
 * the offer names no retailer and none was given. (Ours: the documents only say the payload carries
 * retailer_id and activated_retailer_id.)
 */
export function unlockRetailerId(
  offer: Pick<Offer, 'retailers' | 'availableAtRetailers'>,
  preferred?: number | null,
): number | null {
  const ids = offer.retailers?.length ? offer.retailers : (offer.availableAtRetailers ?? []).map((retailer) => retailer.id);
  const wanted = typeof preferred === 'number' && Number.isInteger(preferred) && preferred > 0 ? preferred : null;
  if (wanted !== null && (ids.length === 0 || ids.includes(wanted))) return wanted;
  return ids[0] ?? null;
}
