import type { Offer } from '../../domain/offers/Offer';
import type { UnlockedOffer } from '../../domain/offers/UnlockedOffer';
import type { UnlockPayload } from '../../domain/offers/unlock';

/**
 * The port for offers (000 §7): reading them (content GraphQL and the content server), unlocking
 * (PUT /v2/customers/{customerId}/offers/{offerId}.json) and deactivating (monolith/deleteUnlockedOffer).
 * Wire shapes are mapped to the domain's Offer here; ids are numbers. A failed read throws an Error with
 * the message 000 §8 gives for it (authentication errors pass through as they are).
 */
/** An offer tag as its page shows it: the name it is headed with, and its offers in the tag's order. */
export interface TaggedOffers {
  readonly displayName: string;
  readonly offers: Offer[];
}

/** What deleteUnlockedOffer answers: the offer and its activation now. */
export interface DeactivatedOffer {
  readonly offerId: number;
  readonly activated: boolean;
}

export interface OffersGateway {
  /** One offer with everything its page shows, or null when unknown (GraphQL offer(id)). Fails with 'No offer found with id: {id}'. */
  fetchOffer(offerId: number): Promise<Offer | null>;
  /** Offers by id, in the order asked, unknown ids left out. Fails with 'Something went wrong while fetching offers by ids'. */
  fetchOffersByIds(offerIds: readonly number[]): Promise<Offer[]>;
  /**
   * The offers shown on a retailer's page, each with `activated` for the signed-in customer and its rewards.
   * Fails with 'Error fetching generic offers for retailer ids: {ids}'.
   */
  fetchOffersForRetailer(retailerId: number): Promise<Offer[]>;
  /**
   * The generic offer ids of an offer group (fetchGenericOffersByOfferGroupIds). Fails with 'Could not find
   * offer ID for offer group ID: {id}' unless the answer is 200 with at least one offer (000 §5).
   */
  fetchOfferGroupOfferIds(offerGroupId: string): Promise<number[]>;
  /** A tag's display name and the offers carrying it (GraphQL offerTag(name, limit 200)); null when the tag is unknown. */
  fetchOfferTag(tagName: string): Promise<TaggedOffers | null>;
  /** Signed in only: the customer's unlocked offers at a retailer. */
  fetchUnlockedOffers(retailerId: number): Promise<UnlockedOffer[]>;
  /**
   * Signed in only. Resolves with the offer as the service answers it (activated); throws unless the answer
   * lists it (success rule of 000 §7).
   */
  unlock(customerId: string, payload: UnlockPayload): Promise<Offer>;
  /** Signed in only. Resolves with the service's answer (activated false); throws unless it answers 200. */
  deactivate(offerId: number): Promise<DeactivatedOffer>;
}
