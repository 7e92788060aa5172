import { isNetworkFailure, OFFLINE_ACTION_MESSAGE } from '../../domain/platform/networkFailure';
import { observable, runInAction } from 'mobx';
import type { Clock } from '../../adapters/clock/Clock';
import type { Cookies } from '../../adapters/cookies/Cookies';
import { ALCOHOL_OFFER_REFUSED, mayHaveOffer } from '../../domain/customers/age';
import type { OffersGateway } from '../../adapters/offers/OffersGateway';
import { FLAG } from '../../domain/constants/flags';

import * as MESSAGES from '../../domain/constants/messages';

import { MESSAGE_KEY, MESSAGE_TEXT } from '../../domain/constants/messages';
import { OFFER_TRACKING_EVENT, OFFER_TRACKING_PROPERTY } from '../../domain/offers/offerTracking';
import { POST_UNLOCK_MODAL } from '../../domain/modals/postUnlockModal';
import { POST_OFFER_UNLOCK_MODAL, type UnlockFollowUp } from '../../domain/modals/postOfferUnlockModal';
import type { Offer } from '../../domain/offers/Offer';
import { offerTrackingProperties } from '../../domain/offers/offerTrackingProperties';
import { unlockDecision } from '../../domain/offers/unlock';
import { unlockRetailerId } from '../../domain/offers/unlockRetailer';
import { isMobileWeb } from '../../domain/platform/trackingDevice';
import { deactivateOffer } from '../flows/deactivateOffer';
import { unlockOffer } from '../flows/unlockOffer';
import type { AccountLinksStore } from './AccountLinksStore';
import type { AuthStore } from './AuthStore';
import type { CustomerStore } from './CustomerStore';
import { EntityStore, type EntityList } from './base/EntityStore';
import { Listeners } from './base/Listeners';
import type { ExtensionStore } from './ExtensionStore';
import type { FlagsStore } from './FlagsStore';
import type { LayoutStore } from './LayoutStore';
import type { ModalRequest, ModalStore } from './ModalStore';
import type { ToastStore } from './ToastStore';
import type { Tracker } from './Tracker';

/** What the offers store needs: its ports and the sibling stores of Stores it reads or drives. */
export interface OffersStoreDeps {
  offers: OffersGateway;
  clock: Clock;
  /** The signed-in customer's record: its birth date decides alcohol offers (001 §1). */
  customer: Pick<CustomerStore, 'info'>;
  cookies: Cookies;
  accountLinks: Pick<AccountLinksStore, 'statusAt'>;
  auth: Pick<AuthStore, 'isSignedIn' | 'customerId'>;
  modals: Pick<ModalStore, 'open' | 'close' | 'current'>;
  toasts: Pick<ToastStore, 'success' | 'error'>;
  flags: Pick<FlagsStore, 'value' | 'retailerLinkingLists'>;
  extension: Pick<ExtensionStore, 'version'>;
  layout: Pick<LayoutStore, 'width'>;
  tracking: Pick<Tracker, 'track'>;
}

/** Where an unlock starts from: the retailer the offer is shown for. */
export interface UnlockContext {
  /** The retailer page's retailer, or the offer page's retailerId query; else the offer's first retailer. */
  retailerId?: number | null;
  retailerName?: string | null;
}

export type UnlockOutcome = 'loggedOut' | 'sweepstakes' | 'unlocked' | 'failed' | 'busy';

/** The offer events of 000 §4: an unlocked event, then a toggle event (also sent on deactivation). */
export type OfferEvent =
  | { type: 'unlocked'; offerId: number; retailerId: number }
  | { type: 'toggled'; offerId: number; activated: boolean };

/** The key of a retailer's offers among the store's loads. */
const retailerKey = (retailerId: number) => `retailer ${retailerId}`;
/** The key of a bonus's offers among the store's loads. */
const bonusKey = (bonusId: number) => `bonus ${bonusId}`;

/**
 * Offers as the cards, the retailer gallery, the offer page and the offer-tag page show them, and the two
 * things a shopper does to them (000 §4): unlock (ui/flows/unlockOffer) and deactivate
 * (ui/flows/deactivateOffer). Every offer lives once in `byId`, so a card and a page showing the same offer
 * agree on `activated`; it comes from the server, on load and as a write's answer, so it survives a reload.
 */
export class OffersStore extends EntityStore<Offer> {
  protected readonly label = 'offers';
  /**
   * In-progress flags per offer (000 §4). Maps: a map's `has` is observed per key (a set's by the whole set), so one
   * offer's Add re-renders its own button only, not every card on the page.
   */
  private readonly unlocking = observable.map<number, true>();
  private readonly deactivating = observable.map<number, true>();
  /** The context an open sweepstakes modal was opened with, by offer id, for the unlock that follows. */
  private readonly sweepstakesContexts = new Map<number, UnlockContext>();
  private readonly listeners = new Listeners<OfferEvent>('[offers] an offer event listener failed');

  constructor(private readonly deps: OffersStoreDeps) {
    super();
  }

  protected idOf(offer: Offer): number {
    return offer.id;
  }

  /** The freshest copy of an offer (after unlocks and reloads), or the given one when it is not known yet. */
  current(offer: Offer): Offer {
    return this.byId.get(offer.id) ?? offer;
  }

  isUnlocking(offerId: number): boolean {
    return this.unlocking.has(offerId);
  }

  isDeactivating(offerId: number): boolean {
    return this.deactivating.has(offerId);
  }

  isBusy(offerId: number): boolean {
    return this.isUnlocking(offerId) || this.isDeactivating(offerId);
  }

  // ---- A retailer's offers ---------------------------------------------------------------------------

  retailerList(retailerId: number): EntityList {
    return this.list(retailerKey(retailerId));
  }

  retailerOffers(retailerId: number): Offer[] {
    return this.shownOf(this.entitiesOf(retailerKey(retailerId)));
  }

  /**
   * Whether the shopper may see, add or shop this offer: an alcohol offer only for a customer 21 or over (001 §1),
   * never for a visitor. The service leaves such offers out for anyone else already (it knows the birth date); the
   * app applies the same rule once the customer's record is here, so an answer from elsewhere (a cached one, one
   * from before a sign-out) cannot show one. Until the record loads, what the service answered for this customer stands.
   */
  mayHave(offer: Pick<Offer, 'alcohol'>): boolean {
    if (offer.alcohol !== true) return true;
    if (!this.deps.auth.isSignedIn) return false;
    const info = this.deps.customer.info;
    return info === null || mayHaveOffer(offer, info.birthDate || null, this.deps.clock.now());
  }

  /** The offers of a list the shopper may have (mayHave), in order. */
  shownOf<T extends Pick<Offer, 'alcohol'>>(offers: readonly T[]): T[] {
    return offers.filter((offer) => this.mayHave(offer));
  }

  /** (Re)loads a retailer's offers; call again after sign-in so `activated` is the customer's. */
  async loadRetailerOffers(retailerId: number): Promise<void> {
    await this.loadList(
      retailerKey(retailerId),
      () => this.deps.offers.fetchOffersForRetailer(retailerId),
      MESSAGES.genericOffersForRetailerIds([retailerId]),
    );
  }

  // ---- A bonus's offers ------------------------------------------------------------------------------

  bonusList(bonusId: number): EntityList {
    return this.list(bonusKey(bonusId));
  }

  /** A bonus's offers as the offers service answered them (unknown or expired ones drop out), in the bonus's order. */
  bonusOffers(bonusId: number): Offer[] {
    return this.entitiesOf(bonusKey(bonusId));
  }

  /** (Re)loads a bonus's offers by id; a bonus without any asks the service nothing. */
  async loadBonusOffers(bonusId: number, offerIds: readonly number[]): Promise<void> {
    await this.loadList(
      bonusKey(bonusId),
      () => (offerIds.length === 0 ? Promise.resolve([]) : this.deps.offers.fetchOffersByIds(offerIds)),
      MESSAGES.DEFAULT_ERROR,
    );
  }

  // ---- Unlock and deactivate (000 §4) -------------------------------------------------------------------

  /**
   * The Add button. Anonymous: the logged-out modal (with the retailer and the offer). A sweepstakes offer:
   * the sweepstakes modal, nothing activated. Otherwise: activate, then maybe a post-unlock modal.
   */
  async unlock(offer: Offer, context: UnlockContext = {}): Promise<UnlockOutcome> {
    const { auth, modals, toasts } = this.deps;
    const retailerId = unlockRetailerId(offer, context.retailerId);
    if (!auth.isSignedIn || !auth.customerId) {
      modals.open({
        kind: 'loggedOut',
        retailerId: retailerId ?? undefined,
        retailerName: context.retailerName ?? undefined,
        offerId: offer.id,
      });
      return 'loggedOut';
    }
    if (this.isBusy(offer.id)) return 'busy';
    if (!this.mayHave(offer)) {
      toasts.error(ALCOHOL_OFFER_REFUSED);
      return 'failed';
    }
    if (retailerId === null) {
      // No retailer to unlock it at (the offer names none and the page gave none): it cannot be added.
      toasts.error(MESSAGE_TEXT[MESSAGE_KEY.UNLOCK_FAILED]);
      return 'failed';
    }
    if (unlockDecision(offer, { bypassSweepstakes: false }) === 'sweepstakes') {
      this.sweepstakesContexts.set(offer.id, context);
      modals.open({ kind: 'sweepstakes', offer, retailerId });
      return 'sweepstakes';
    }
    return (await this.activate(offer, retailerId, context)) ? 'unlocked' : 'failed';
  }

  /**
   * "Accept & add offer" in the sweepstakes modal: activates with the sweepstakes check bypassed, closes
   * the modal and says 'Offer added to your list!'. On failure the modal stays open (the error toast shows).
   */
  async acceptSweepstakes(offer: Offer, retailerId: number): Promise<boolean> {
    const context = { ...this.sweepstakesContexts.get(offer.id), retailerId };
    const activated = await this.activate(offer, retailerId, context, () => {
      this.sweepstakesContexts.delete(offer.id);
      if (this.deps.modals.current?.kind === 'sweepstakes') this.deps.modals.close();
      this.deps.toasts.success(MESSAGES.OFFER_ADDED);
    });
    return activated;
  }

  /** The Remove button: deleteUnlockedOffer, then the offer as the server answers; a failure shows the deactivate toast. */
  async deactivate(offer: Offer): Promise<boolean> {
    if (!this.deps.auth.isSignedIn || this.isBusy(offer.id)) return false;
    runInAction(() => this.deactivating.set(offer.id, true));
    const result = await deactivateOffer(this.current(offer), { offers: this.deps.offers });
    runInAction(() => this.deactivating.delete(offer.id));
    if (!result.ok) {
      console.warn(`[offers] offer ${offer.id} could not be removed`, result.error);
      this.deps.toasts.error(MESSAGE_TEXT[MESSAGE_KEY.DEACTIVATE_FAILED]);
      return false;
    }
    this.adopt(result.offer);
    this.emit({ type: 'toggled', offerId: offer.id, activated: false });
    return true;
  }

  /** Forgets everything loaded for the customer (sign-out): `activated` belongs to who was signed in. */
  override clear(): void {
    super.clear();
    runInAction(() => {
      this.unlocking.clear();
      this.deactivating.clear();
    });
    this.sweepstakesContexts.clear();
  }

  /** Listens to the unlocked and toggle events; returns the function that stops listening. */
  subscribe(listener: (event: OfferEvent) => void): () => void {
    return this.listeners.add(listener);
  }

  // ---- Tracking ----------------------------------------------------------------------------------------

  /** 'offer view': the card's image was half visible for a second (000 §4 "Offer viewed"). */
  trackOfferView(offer: Pick<Offer, 'id'>, retailerId?: number | null): void {
    void this.deps.tracking.track(OFFER_TRACKING_EVENT.OFFER_VIEW, offerTrackingProperties(offer.id, retailerId));
  }

  trackOfferClick(offer: Pick<Offer, 'id'>, retailerId?: number | null): void {
    void this.deps.tracking.track(OFFER_TRACKING_EVENT.OFFER_CLICK, offerTrackingProperties(offer.id, retailerId));
  }

  // ---- Internals ----------------------------------------------------------------------------------------

  /**
   * Runs the unlock flow with the in-progress flag up; on success adopts the offer as the service answered it,
   * sends the events, runs `onActivated` and opens the post-unlock modal the flow chose.
   */
  private async activate(offer: Offer, retailerId: number, context: UnlockContext, onActivated?: () => void): Promise<boolean> {
    const { auth, accountLinks, cookies, extension, flags, layout, modals, offers, toasts, tracking } = this.deps;
    const customerId = auth.customerId;
    if (this.isBusy(offer.id)) return false;
    if (!customerId) {
      toasts.error(MESSAGE_TEXT[MESSAGE_KEY.UNLOCK_FAILED]);
      return false;
    }
    runInAction(() => this.unlocking.set(offer.id, true));
    const result = await unlockOffer(
      {
        customerId,
        offer,
        retailerId,
        isMobileWeb: isMobileWeb(layout.width),
        extensionRequiredRetailerIds: flags.value(FLAG.EXTENSION_REQUIRED_RETAILERS),
        extensionVersion: extension.version,
        ...flags.retailerLinkingLists,
      },
      { offers, cookies, linkStatusAt: (id) => accountLinks.statusAt(id), track: (name, properties) => tracking.track(name, properties) },
    );
    runInAction(() => this.unlocking.delete(offer.id));
    if (!result.ok) {
      console.warn(`[offers] offer ${offer.id} could not be unlocked`, result.error);
      toasts.error(isNetworkFailure(result.error) ? OFFLINE_ACTION_MESSAGE : MESSAGE_TEXT[MESSAGE_KEY.UNLOCK_FAILED]);
      return false;
    }
    this.adopt(result.offer);
    this.emit({ type: 'unlocked', offerId: offer.id, retailerId });
    this.emit({ type: 'toggled', offerId: offer.id, activated: true });
    onActivated?.();
    if (result.followUp) modals.open(followUpRequest(result.followUp, { offer: result.offer, retailer: { id: retailerId, name: context.retailerName ?? '' } }));
    return true;
  }

  private emit(event: OfferEvent): void {
    this.listeners.emit(event);
  }
}

/** The modal request for an unlock's follow-up: the retailer's for the extension and link modals, the offer's for the post-offer-unlock one. */
function followUpRequest(followUp: UnlockFollowUp, { offer, retailer }: { offer: Offer; retailer: { id: number; name: string } }): ModalRequest {
  switch (followUp) {
    case POST_UNLOCK_MODAL.EXTENSION:
      return { kind: 'extensionPostUnlock', retailer };
    case POST_UNLOCK_MODAL.ACCOUNT_NOT_LINKED:
      return { kind: 'accountNotLinked', retailer };
    case POST_OFFER_UNLOCK_MODAL:
      return { kind: 'postOfferUnlock', offer };
  }
}
