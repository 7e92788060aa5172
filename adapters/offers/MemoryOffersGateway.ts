import { MESSAGES } from '../../domain/constants/messages';
import type { Offer } from '../../domain/offers/Offer';
import type { UnlockPayload } from '../../domain/offers/unlock';
import { toUnlockedOffer, type UnlockedOffer } from '../../domain/offers/UnlockedOffer';
import type { OffersGateway, TaggedOffers } from './OffersGateway';

/** The in-memory twin: offers by id, activation kept per offer; `failWith` makes every call throw. */
export class MemoryOffersGateway implements OffersGateway {
  readonly offers = new Map<number, Offer>();
  readonly offerGroups = new Map<string, number[]>();
  /** Offer tags by slug: the display name and the offer ids. */
  readonly offerTags = new Map<string, { displayName: string; offerIds: number[] }>();
  readonly unlocks: { customerId: string; payload: UnlockPayload }[] = [];
  readonly deactivations: number[] = [];
  failWith: Error | null = null;

  async fetchOffer(offerId: number): Promise<Offer | null> {
    this.fail();
    return this.offers.get(offerId) ?? null;
  }

  async fetchOffersByIds(offerIds: readonly number[]): Promise<Offer[]> {
    this.fail();
    return offerIds.flatMap((id) => this.offers.get(id) ?? []);
  }

  async fetchOffersForRetailer(retailerId: number): Promise<Offer[]> {
    this.fail();
    return [...this.offers.values()].filter((offer) => offer.retailers?.includes(retailerId));
  }

  /** Refuses an unknown or empty group with the documents' message, as the real gateway does (000 §5). */
  async fetchOfferGroupOfferIds(offerGroupId: string): Promise<number[]> {
    this.fail();
    const ids = this.offerGroups.get(offerGroupId) ?? [];
    if (ids.length === 0) throw new Error(MESSAGES.noOfferForOfferGroup(offerGroupId));
    return [...ids];
  }

  async fetchOfferTag(tagName: string): Promise<TaggedOffers | null> {
    this.fail();
    const tag = this.offerTags.get(tagName);
    return tag ? { displayName: tag.displayName, offers: await this.fetchOffersByIds(tag.offerIds) } : null;
  }

  async fetchUnlockedOffers(retailerId: number): Promise<UnlockedOffer[]> {
    const offers = await this.fetchOffersForRetailer(retailerId);
    return offers.filter((offer) => offer.activated).map(toUnlockedOffer);
  }

  async unlock(customerId: string, payload: UnlockPayload): Promise<boolean> {
    this.fail();
    const offer = this.offers.get(payload.offer_id);
    if (!offer) return false;
    this.unlocks.push({ customerId, payload });
    this.offers.set(offer.id, { ...offer, activated: true });
    return true;
  }

  async deactivate(offerId: number): Promise<void> {
    this.fail();
    const offer = this.offers.get(offerId);
    if (!offer) throw new Error(`No offer ${offerId}`);
    this.deactivations.push(offerId);
    this.offers.set(offerId, { ...offer, activated: false });
  }

  private fail(): void {
    if (this.failWith) throw this.failWith;
  }
}
