import { LIMITS } from '../../domain/constants/limits';
import * as MESSAGES from '../../domain/constants/messages';
import type { Offer } from '../../domain/offers/Offer';
import { toUnlockedOffer, type UnlockedOffer } from '../../domain/offers/UnlockedOffer';
import type { UnlockPayload } from '../../domain/offers/unlock';
import { notSignedIn, refused } from '../twinRefusals';
import type { DeactivatedOffer, OffersGateway, TaggedOffers } from './OffersGateway';
import { noOfferForOfferGroup } from '../../domain/offers/offerGroup';

const TWIN = 'offers twin';

/**
 * The in-memory twin: offers by id, activation kept per offer; `failWith` makes every call throw. `signedIn`
 * stands for the bearer token: without it reads show nothing unlocked and the signed-in-only calls reject with
 * an authentication error, as the real services do. An unknown offer is refused with a 404, and an unlock at a
 * retailer the offer is not at with a 400, as the services do.
 */
export class MemoryOffersGateway implements OffersGateway {
  readonly offers = new Map<number, Offer>();
  readonly offerGroups = new Map<string, number[]>();
  /** Offer tags by slug: the display name and the offer ids. */
  readonly offerTags = new Map<string, { displayName: string; offerIds: number[] }>();
  readonly unlocks: { customerId: string; payload: UnlockPayload }[] = [];
  readonly deactivations: number[] = [];
  failWith: Error | null = null;
  signedIn = true;

  async fetchOffer(offerId: number): Promise<Offer | null> {
    this.fail();
    return this.read(this.offers.get(offerId)) ?? null;
  }

  async fetchOffersByIds(offerIds: readonly number[]): Promise<Offer[]> {
    this.fail();
    return offerIds.flatMap((id) => this.read(this.offers.get(id)) ?? []);
  }

  async fetchOffersForRetailer(retailerId: number): Promise<Offer[]> {
    this.fail();
    return [...this.offers.values()].filter((offer) => offer.retailers?.includes(retailerId)).map((offer) => this.read(offer));
  }

  /** Refuses an unknown or empty group with the documents' message, as the real gateway does (000 §5). */
  async fetchOfferGroupOfferIds(offerGroupId: string): Promise<number[]> {
    this.fail();
    const ids = this.offerGroups.get(offerGroupId) ?? [];
    if (ids.length === 0) throw new Error(noOfferForOfferGroup(offerGroupId));
    return [...ids];
  }

  async fetchOfferTag(tagName: string): Promise<TaggedOffers | null> {
    this.fail();
    const tag = this.offerTags.get(tagName);
    if (!tag) return null;
    // The service answers at most the limit the real adapter asks for.
    return { displayName: tag.displayName, offers: await this.fetchOffersByIds(tag.offerIds.slice(0, LIMITS.OFFER_TAG_LIMIT)) };
  }

  async fetchUnlockedOffers(retailerId: number): Promise<UnlockedOffer[]> {
    this.fail();
    this.requireSignIn('fetchUnlockedOffers');
    const offers = await this.fetchOffersForRetailer(retailerId);
    return offers.filter((offer) => offer.activated).map(toUnlockedOffer);
  }

  async unlock(customerId: string, payload: UnlockPayload): Promise<Offer> {
    this.fail();
    this.requireSignIn('unlock');
    const offer = this.known(payload.offer_id, 'unlock');
    if (!offer.retailers?.includes(payload.activated_retailer_id)) {
      throw refused(400, `Offer ${offer.id} is not available at retailer ${payload.activated_retailer_id}`, TWIN, 'unlock');
    }
    this.unlocks.push({ customerId, payload });
    const unlocked = { ...offer, activated: true };
    this.offers.set(offer.id, unlocked);
    return unlocked;
  }

  async deactivate(offerId: number): Promise<DeactivatedOffer> {
    this.fail();
    this.requireSignIn('deactivate');
    const offer = this.known(offerId, 'deactivate');
    this.deactivations.push(offerId);
    this.offers.set(offerId, { ...offer, activated: false });
    return { offerId, activated: false };
  }

  /** An offer as the caller reads it: a visitor's shows nothing unlocked. */
  private read<T extends Offer | undefined>(offer: T): T {
    return offer && !this.signedIn ? ({ ...offer, activated: false } as T) : offer;
  }

  private known(offerId: number, operation: string): Offer {
    const offer = this.offers.get(offerId);
    if (!offer) throw refused(404, MESSAGES.noOfferWithId(offerId), TWIN, operation);
    return offer;
  }

  private requireSignIn(operation: string): void {
    if (!this.signedIn) throw notSignedIn(TWIN, operation);
  }

  private fail(): void {
    if (this.failWith) throw this.failWith;
  }
}
