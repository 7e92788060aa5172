import type { Reward } from './Reward';

/** Offer attribution methods (000 §3). Nonaffiliate means a consumer-goods offer. */
export const ATTRIBUTION_METHOD = { AFFILIATE: 'affiliate', NONAFFILIATE: 'nonaffiliate' } as const;

export type AttributionMethod = (typeof ATTRIBUTION_METHOD)[keyof typeof ATTRIBUTION_METHOD];

/**
 * An offer's art: 4:3, the offer card's frame, about twice the width it shows at. The card gives its <img> this size
 * so the box is known before the image; the sandbox draws its placeholders at it.
 */
export const OFFER_IMAGE_SIZE = { width: 320, height: 240 } as const;

/** Offer types (000 §3). */
export const OFFER_TYPE = { DEFAULT: 'default', HERO: 'hero' } as const;

export type OfferType = (typeof OFFER_TYPE)[keyof typeof OFFER_TYPE];

/** How an offer may be redeemed (000 §3). */
export const CUSTOMER_ORDER_METHOD = { ANY: 'any', IN_STORE: 'in-store', ONLINE: 'online' } as const;

export type CustomerOrderMethod = (typeof CUSTOMER_ORDER_METHOD)[keyof typeof CUSTOMER_ORDER_METHOD];

/** When an offer can be discovered by anyone, and when that ends (000 §3). */
export interface OfferDiscoverability {
  isDiscoverable?: boolean;
  discoverableEndsSoon?: boolean;
  /** ISO timestamp. */
  expiration?: string | null;
}

/** A retailer where the offer can be redeemed. */
export interface OfferAvailableAtRetailer {
  id: number;
  imageUrl?: string | null;
}

/** A purchase category of the offer at a retailer; its id drives the launch preference (000 §4 step 5). */
export interface OfferRetailerPurchaseCategory {
  id: number;
  offerId?: number;
  displayName?: string;
  percentCashBack?: number | null;
}

/** The bonus reference carried by an offer; full bonus fields belong to the account area. */
export interface OfferBonusRef {
  id: number;
  name?: string;
}

/** An offer (000 §3). Only id and name are always present. */
export interface Offer {
  id: number;
  name: string;
  description?: string | null;
  about?: string | null;
  /** Image URL. */
  url?: string | null;
  /** Display text such as 'Up to X%'. */
  currentValue?: string | null;
  /** Display range of a generic offer. */
  genericCurrentValue?: string | null;
  oldValue?: string | null;
  percentBack?: number | null;
  /** Cents, as on the wire (openapi/README.md). */
  amount?: number | null;
  terms?: string | null;
  legal?: string | null;
  attributionMethod?: AttributionMethod;
  offerType?: OfferType;
  activated?: boolean;
  anyBrand?: boolean;
  anyItem?: boolean;
  availableAtRetailers?: readonly OfferAvailableAtRetailer[];
  bonuses?: readonly OfferBonusRef[];
  combo?: boolean;
  customerOrderMethod?: CustomerOrderMethod;
  discoverability?: OfferDiscoverability | null;
  /** ISO timestamp. */
  expiration?: string | null;
  expiringSoon?: boolean;
  flexSpend?: boolean;
  flexSpendTotal?: number | null;
  multiplesCount?: number | null;
  redemptionMax?: number | null;
  offerSegmentId?: number | null;
  segmentId?: number | null;
  offerRetailerPurchaseCategories?: readonly OfferRetailerPurchaseCategory[];
  /** Retailer ids. */
  retailers?: readonly number[];
  wavedImageAwardTags?: readonly string[];
  /** An alcohol offer: only for shoppers 21 and over (001 §1, domain/customers/age.ts mayHaveOffer). Ours: how it is marked is not shown. */
  alcohol?: boolean;
  rewards?: readonly Reward[];
}
