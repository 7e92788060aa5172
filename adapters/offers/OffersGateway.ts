import type { Offer, UnlockPayload, UnlockedOffer } from '../../domain';

/**
 * The port for offers (000 §7): reading them (content GraphQL and the content server), unlocking
 * (PUT /v2/customers/{customerId}/offers/{offerId}.json) and deactivating (monolith/deleteUnlockedOffer).
 * Wire shapes are mapped to the domain's Offer here; ids are numbers.
 */
export interface OffersGateway {
  /** One offer with everything its page shows, or null when unknown (GraphQL offer(id)). */
  fetchOffer(offerId: number): Promise<Offer | null>;
  fetchOffersByIds(offerIds: readonly number[]): Promise<Offer[]>;
  /** The offers shown on a retailer's page. */
  fetchOffersForRetailer(retailerId: number): Promise<Offer[]>;
  /** The generic offer ids of an offer group (offersForOfferGroup / fetchGenericOffersByOfferGroupIds). */
  fetchOfferGroupOfferIds(offerGroupId: string): Promise<number[]>;
  /** The offers carrying a tag (GraphQL offerTag(name, limit 200)); null when the tag is unknown. */
  fetchOfferTag(tagName: string): Promise<Offer[] | null>;
  /** Signed in only: the customer's unlocked offers at a retailer. */
  fetchUnlockedOffers(retailerId: number): Promise<UnlockedOffer[]>;
  /** Signed in only. Resolves true when the answer lists the offer (success rule of 000 §7). */
  unlock(customerId: string, payload: UnlockPayload): Promise<boolean>;
  /** Signed in only. Throws unless the service answers 200. */
  deactivate(offerId: number): Promise<void>;
}
