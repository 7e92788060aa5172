import type { AttributionMethod, Offer, OfferRetailerPurchaseCategory, OfferType } from './Offer';

/**
 * An offer on the shopper's list, in the shape the unlocked-offers views use (000 §3), with what the affiliate
 * launch counts and gathers by (attribution, type, purchase categories).
 */
export interface UnlockedOffer {
  id: number;
  amountBack: string | null;
  details: string | null;
  summary: string | null;
  perReceiptLimit: number | null;
  isExpiringSoon: boolean;
  /** With offerType, what the affiliate launch counts (000 §4 steps 3–4, domain/launch/launchOffers.ts). */
  attributionMethod?: AttributionMethod;
  offerType?: OfferType;
  /** What the affiliate launch gathers by (000 §4 step 5: categories 1545 and 1088 preferred). */
  offerRetailerPurchaseCategories: readonly OfferRetailerPurchaseCategory[];
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
    offerRetailerPurchaseCategories: offer.offerRetailerPurchaseCategories ?? [],
  };
}
