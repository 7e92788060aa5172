import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import type { Clock } from '../../adapters/clock/Clock';
import type { Cookies } from '../../adapters/cookies/Cookies';
import type { AccountLinkingGateway } from '../../adapters/linking/AccountLinkingGateway';
import type { OffersGateway } from '../../adapters/offers/OffersGateway';
import { COOKIE } from '../../domain/constants/cookies';
import { FLAG } from '../../domain/constants/flags';
import { MESSAGES, MESSAGE_KEY, MESSAGE_TEXT } from '../../domain/constants/messages';
import { OFFER_TRACKING_EVENT, OFFER_TRACKING_PROPERTY } from '../../domain/offers/offerTracking';
import { POST_UNLOCK_MODAL } from '../../domain/modals/postUnlockModal';
import type { Offer } from '../../domain/offers/Offer';
import { buildUnlockPayload, unlockDecision } from '../../domain/offers/unlock';
import { retailerUsesAccountLinking } from '../../domain/browsing/retailerPageAction';
import { unlockFollowUpModal } from '../../domain/offers/unlockFollowUp';
import { unlockRetailerId } from '../../domain/offers/unlockRetailer';
import { isMobileWeb } from '../../domain/platform/trackingDevice';
import type { AuthStore } from './AuthStore';
import type { ExtensionStore } from './ExtensionStore';
import type { FlagsStore } from './FlagsStore';
import type { LayoutStore } from './LayoutStore';
import type { ModalStore } from './ModalStore';
import { OfferPageStore } from './OfferPageStore';
import { OfferTagStore } from './OfferTagStore';
import type { RouteHistoryStore } from './RouteHistoryStore';
import type { RouterStore } from './RouterStore';
import type { ToastStore } from './ToastStore';
import type { TrackingStore } from './TrackingStore';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What the offers stores need from the root: its ports and sibling stores (RootStore satisfies it). */
export interface OffersStoreRoot {
  ports: { offers: OffersGateway; catalogue: CatalogueGateway; linking: AccountLinkingGateway; cookies: Cookies; clock: Clock };
  auth: Pick<AuthStore, 'isSignedIn' | 'customerId' | 'onSignedOut'>;
  modals: Pick<ModalStore, 'open' | 'close' | 'current'>;
  toasts: Pick<ToastStore, 'success' | 'error'>;
  flags: Pick<FlagsStore, 'value' | 'retailerLinkingLists'>;
  extension: Pick<ExtensionStore, 'version'>;
  layout: Pick<LayoutStore, 'width'>;
  tracking: Pick<TrackingStore, 'track'>;
  router: Pick<RouterStore, 'navigate'>;
  routeHistory: Pick<RouteHistoryStore, 'setPageContext'>;
}

/** The properties every offer tracking event carries: the offer, and the retailer when there is one. */
function offerProperties(offerId: number, retailerId?: number | null): Record<string, unknown> {
  return {
    [OFFER_TRACKING_PROPERTY.OFFER_ID]: offerId,
    ...(retailerId ? { [OFFER_TRACKING_PROPERTY.RETAILER_ID]: retailerId } : {}),
  };
}

/** Where an unlock starts from: the retailer the offer is shown for, and what the page knows about it. */
export interface UnlockContext {
  /** The retailer page's retailer, or the offer page's retailerId query; else the offer's first retailer. */
  retailerId?: number | null;
  retailerName?: string | null;
  /**
   * The shopper's link status at the retailer: a status, or null when not linked. When the page does not
   * know it (undefined), it is asked for after the unlock, and only at a retailer that needs a link.
   */
  linkStatus?: string | null;
}

export type UnlockOutcome = 'loggedOut' | 'sweepstakes' | 'unlocked' | 'failed' | 'busy';

/** The offer events of 000 §4: an unlocked event, then a toggle event (also sent on deactivation). */
export type OfferEvent =
  | { type: 'unlocked'; offerId: number; retailerId: number }
  | { type: 'toggled'; offerId: number; activated: boolean };

interface OfferList {
  status: LoadStatus;
  offerIds: readonly number[];
}

/**
 * Offers as the cards, the retailer gallery, the offer page and the offer-tag page show them, and the two
 * things a shopper does to them (000 §4): unlock (sweepstakes check, PUT, tracking, post-unlock modal and
 * its cookie) and deactivate. Every offer lives once in `offersById`, so a card and a page showing the same
 * offer agree on `activated`; that flag always comes from the server on load, so it survives a reload.
 */
export class OffersStore {
  readonly offersById = observable.map<number, Offer>({}, { deep: false });
  readonly retailerLists = observable.map<number, OfferList>({}, { deep: false });
  /** In-progress flags per offer (000 §4). */
  readonly unlocking = observable.set<number>();
  readonly deactivating = observable.set<number>();
  readonly page: OfferPageStore;
  readonly tag: OfferTagStore;
  /** The context an open sweepstakes modal was opened with, by offer id, for the unlock that follows. */
  private readonly sweepstakesContexts = new Map<number, UnlockContext>();
  private readonly listeners = new Set<(event: OfferEvent) => void>();
  private readonly latestListRequest = new Map<number, number>();
  private requestSeq = 0;

  constructor(private readonly root: OffersStoreRoot) {
    makeAutoObservable<OffersStore, 'root' | 'sweepstakesContexts' | 'listeners' | 'latestListRequest' | 'requestSeq'>(
      this,
      { root: false, sweepstakesContexts: false, listeners: false, latestListRequest: false, requestSeq: false, page: false, tag: false },
      { autoBind: true },
    );
    this.page = new OfferPageStore(root, this);
    this.tag = new OfferTagStore(root, this);
    // 000 §4: logout (and a forced logout) resets the stores. Created on first use (offersStoreFor), this
    // store subscribes itself instead of RootStore's sign-out block; it lives as long as its root.
    root.auth.onSignedOut(() => this.reset());
  }

  /** The freshest copy of an offer (after unlocks and reloads), or the given one when it is not known yet. */
  current(offer: Offer): Offer {
    return this.offersById.get(offer.id) ?? offer;
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

  /** Keeps offers that arrived from a load. */
  remember(offers: readonly Offer[]): void {
    for (const offer of offers) this.offersById.set(offer.id, offer);
  }

  // ---- A retailer's offers ---------------------------------------------------------------------------

  retailerList(retailerId: number): OfferList {
    return this.retailerLists.get(retailerId) ?? { status: 'idle', offerIds: [] };
  }

  retailerOffers(retailerId: number): Offer[] {
    return this.retailerList(retailerId).offerIds.flatMap((id) => this.offersById.get(id) ?? []);
  }

  /** (Re)loads a retailer's offers; call again after sign-in so `activated` is the customer's. */
  async loadRetailerOffers(retailerId: number): Promise<void> {
    const request = ++this.requestSeq;
    this.latestListRequest.set(retailerId, request);
    this.retailerLists.set(retailerId, { status: 'loading', offerIds: this.retailerList(retailerId).offerIds });
    try {
      const offers = await this.root.ports.offers.fetchOffersForRetailer(retailerId);
      if (this.latestListRequest.get(retailerId) !== request) return;
      runInAction(() => {
        this.remember(offers);
        this.retailerLists.set(retailerId, { status: 'ready', offerIds: offers.map((offer) => offer.id) });
      });
    } catch (error) {
      if (this.latestListRequest.get(retailerId) !== request) return;
      console.warn(`[offers] the offers of retailer ${retailerId} could not be loaded`, error);
      runInAction(() => this.retailerLists.set(retailerId, { status: 'error', offerIds: [] }));
    }
  }

  // ---- Unlock and deactivate (000 §4) -------------------------------------------------------------------

  /**
   * The Add button. Anonymous: the logged-out modal (with the retailer and the offer). A sweepstakes offer:
   * the sweepstakes modal, nothing activated. Otherwise: activate, then maybe a post-unlock modal.
   */
  async unlock(offer: Offer, context: UnlockContext = {}): Promise<UnlockOutcome> {
    const { auth, modals } = this.root;
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
    if (retailerId === null) {
      // No retailer to unlock it at (the offer names none and the page gave none): it cannot be added.
      this.root.toasts.error(MESSAGE_TEXT[MESSAGE_KEY.UNLOCK_FAILED]);
      return 'failed';
    }
    if (unlockDecision(offer, { bypassSweepstakes: false }) === 'sweepstakes') {
      this.sweepstakesContexts.set(offer.id, context);
      modals.open({ kind: 'sweepstakes', offer, retailerId });
      return 'sweepstakes';
    }
    if (!(await this.activate(offer, context))) return 'failed';
    await this.openPostUnlockModal(offer, context);
    return 'unlocked';
  }

  /**
   * "Accept & add offer" in the sweepstakes modal: activates with the sweepstakes check bypassed, closes
   * the modal and says 'Offer added to your list!'. On failure the modal stays open (the error toast shows).
   */
  async acceptSweepstakes(offer: Offer, retailerId: number): Promise<boolean> {
    const context = { ...this.sweepstakesContexts.get(offer.id), retailerId };
    if (!(await this.activate(offer, context))) return false;
    this.sweepstakesContexts.delete(offer.id);
    if (this.root.modals.current?.kind === 'sweepstakes') this.root.modals.close();
    this.root.toasts.success(MESSAGES.OFFER_ADDED);
    await this.openPostUnlockModal(offer, context);
    return true;
  }

  /** The Remove button: deleteUnlockedOffer, then activated is false; a failure shows the deactivate toast. */
  async deactivate(offer: Offer): Promise<boolean> {
    if (!this.root.auth.isSignedIn || this.isBusy(offer.id)) return false;
    this.deactivating.add(offer.id);
    try {
      await this.root.ports.offers.deactivate(offer.id);
      runInAction(() => this.setActivated(offer, false));
      this.emit({ type: 'toggled', offerId: offer.id, activated: false });
      return true;
    } catch (error) {
      console.warn(`[offers] offer ${offer.id} could not be removed`, error);
      this.root.toasts.error(MESSAGE_TEXT[MESSAGE_KEY.DEACTIVATE_FAILED]);
      return false;
    } finally {
      runInAction(() => this.deactivating.delete(offer.id));
    }
  }

  /** Forgets everything loaded for the customer (sign-out): `activated` belongs to who was signed in. */
  reset(): void {
    this.offersById.clear();
    this.retailerLists.clear();
    this.unlocking.clear();
    this.deactivating.clear();
    this.sweepstakesContexts.clear();
    this.latestListRequest.clear();
  }

  /** Listens to the unlocked and toggle events; returns the function that stops listening. */
  subscribe(listener: (event: OfferEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ---- Tracking ----------------------------------------------------------------------------------------

  /** 'offer view': the card's image was half visible for a second (000 §4 "Offer viewed"). */
  trackOfferView(offer: Pick<Offer, 'id'>, retailerId?: number | null): void {
    void this.root.tracking.track(OFFER_TRACKING_EVENT.OFFER_VIEW, offerProperties(offer.id, retailerId));
  }

  trackOfferClick(offer: Pick<Offer, 'id'>, retailerId?: number | null): void {
    void this.root.tracking.track(OFFER_TRACKING_EVENT.OFFER_CLICK, offerProperties(offer.id, retailerId));
  }

  // ---- Internals ----------------------------------------------------------------------------------------

  /** PUT the unlock; on success activated is true, the events go out and 'OfferUnlocked' is tracked. */
  private async activate(offer: Offer, context: UnlockContext): Promise<boolean> {
    const { auth, layout, ports, toasts, tracking } = this.root;
    const retailerId = unlockRetailerId(offer, context.retailerId);
    const customerId = auth.customerId;
    if (this.isBusy(offer.id)) return false;
    if (!customerId || retailerId === null) {
      toasts.error(MESSAGE_TEXT[MESSAGE_KEY.UNLOCK_FAILED]);
      return false;
    }
    this.unlocking.add(offer.id);
    try {
      const payload = buildUnlockPayload({ offer, retailerId, isMobileWeb: isMobileWeb(layout.width) });
      if (!(await ports.offers.unlock(customerId, payload))) throw new Error(`the unlock of offer ${offer.id} listed no offer`);
      runInAction(() => this.setActivated(offer, true));
      this.emit({ type: 'unlocked', offerId: offer.id, retailerId });
      void tracking.track(OFFER_TRACKING_EVENT.OFFER_UNLOCKED, {
        ...offerProperties(offer.id, retailerId),
        [OFFER_TRACKING_PROPERTY.PLATFORM]: payload.platform,
      });
      this.emit({ type: 'toggled', offerId: offer.id, activated: true });
      return true;
    } catch (error) {
      console.warn(`[offers] offer ${offer.id} could not be unlocked`, error);
      toasts.error(MESSAGE_TEXT[MESSAGE_KEY.UNLOCK_FAILED]);
      return false;
    } finally {
      runInAction(() => this.unlocking.delete(offer.id));
    }
  }

  /** Decides the post-unlock modal (000 §4 "Modals") and, when one shows, opens it and stores the cookie. */
  private async openPostUnlockModal(offer: Offer, context: UnlockContext): Promise<void> {
    const { flags, extension, ports, modals } = this.root;
    const retailerId = unlockRetailerId(offer, context.retailerId);
    if (retailerId === null) return;
    const cookie = COOKIE.POST_UNLOCK_MODAL_SEEN;
    const lists = flags.retailerLinkingLists;
    const decide = (linkStatus: string | null | undefined) =>
      unlockFollowUpModal({
        retailerId,
        extensionRequiredRetailerIds: flags.value(FLAG.EXTENSION_REQUIRED_RETAILERS),
        extensionVersion: extension.version,
        ...lists,
        linkStatus,
        postUnlockCookie: ports.cookies.get(cookie.name),
      });
    let modal = decide(context.linkStatus);
    // The page did not know the link: ask for it only when it could matter (no modal yet, a linking retailer).
    if (!modal && context.linkStatus === undefined && retailerUsesAccountLinking(retailerId, lists)) {
      modal = decide(await this.linkStatusAt(retailerId));
    }
    if (!modal) return;
    ports.cookies.set(cookie.name, modal, { maxAgeMs: cookie.maxAgeMs });
    const retailer = { id: retailerId, name: context.retailerName ?? '' };
    modals.open(
      modal === POST_UNLOCK_MODAL.EXTENSION ? { kind: 'extensionPostUnlock', retailer } : { kind: 'accountNotLinked', retailer },
    );
  }

  /** The shopper's link status at a retailer (null: no link); undefined when it cannot be read. */
  private async linkStatusAt(retailerId: number): Promise<string | null | undefined> {
    const customerId = this.root.auth.customerId;
    if (!customerId) return undefined;
    try {
      const link = await this.root.ports.linking.fetchAccountLink(customerId, retailerId);
      return link ? link.status : null;
    } catch (error) {
      console.warn(`[offers] the account link at retailer ${retailerId} could not be read`, error);
      return undefined;
    }
  }

  private setActivated(offer: Offer, activated: boolean): void {
    this.offersById.set(offer.id, { ...this.current(offer), activated });
  }

  private emit(event: OfferEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.warn('[offers] an offer event listener failed', error);
      }
    }
  }
}
