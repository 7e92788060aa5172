import type { Offer } from './Offer';

/**
 * An offer on the shopper's list, in the shape the unlocked-offers views use (000 §3), with what the affiliate
 * launch counts and gathers by (attribution, type, purchase categories).
 */
export interface UnlockedOffer extends Pick<Offer, 'attributionMethod' | 'offerType' | 'offerRetailerPurchaseCategories'> {
  id: number;
  amountBack: string | null;
  details: string | null;
  summary: string | null;
  perReceiptLimit: number | null;
  isExpiringSoon: boolean;
}

/** Maps an offer onto the unlocked-offer field names the document pairs them with. */
export function toUnlockedOffer(offer: Offer): UnlockedOffer {
  return {
    id: offer.id,
    amountBack: offer.currentValue ?? null,
    details: offer.terms ?? null,
    summary: offer.description ?? null,
    perReceiptLimit: offer.redemptionMax ?? null,
    isExpiringSoon: offer.expiringSoon === true,
    attributionMethod: offer.attributionMethod,
    offerType: offer.offerType,
    offerRetailerPurchaseCategories: offer.offerRetailerPurchaseCategories,
  };
}
