import type { Clock } from '../../adapters/clock/Clock';
import { isPersistedStateFresh } from '../../domain/platform/storePersistence';
import { observable, runInAction } from 'mobx';
import type { ExtensionPort } from '../../adapters/extension/ExtensionPort';
import type { AffiliateLaunchGateway } from '../../adapters/launch/AffiliateLaunchGateway';
import type { OffersGateway } from '../../adapters/offers/OffersGateway';
import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';
import type { TagManager } from '../../adapters/tracking/TagManager';
import { retailerUsesAccountLinking } from '../../domain/browsing/retailerPageAction';
import { MESSAGE_KEY, MESSAGE_TEXT } from '../../domain/constants/messages';
import { ROUTE_NAME, type RouteName } from '../../domain/constants/navigation';
import { offersToActivateFirst } from '../../domain/launch/activateAndRedirect';
import { parseLastLaunch, type LastLaunch } from '../../domain/launch/lastLaunch';
import { TRIP_CONFIRMED_TRACKING, tripConfirmationOf, tripConfirmedProperties, type TripConfirmation } from '../../domain/launch/tripConfirmation';
import type { Offer } from '../../domain/offers/Offer';
import { isMobileWeb } from '../../domain/platform/trackingDevice';
import { launchRetailer, type LaunchRetailerInput, type LaunchWindow } from '../flows/launchRetailer';
import type { AccountLinksStore } from './AccountLinksStore';
import type { AuthStore } from './AuthStore';
import type { FlagsStore } from './FlagsStore';
import type { LayoutStore } from './LayoutStore';
import type { ModalStore } from './ModalStore';
import type { OffersStore } from './OffersStore';
import type { ToastStore } from './ToastStore';
import type { Tracker } from './Tracker';
import { STORAGE_KEY } from '../../domain/constants/cookies';

export interface LaunchStoreDeps {
  clock: Clock;
  affiliateLaunch: AffiliateLaunchGateway;
  offersGateway: OffersGateway;
  extension: ExtensionPort;
  tagManager: TagManager;
  storage: KeyValueStorage;
  offers: Pick<OffersStore, 'adopt' | 'current'>;
  accountLinks: Pick<AccountLinksStore, 'statusAt' | 'linkAt'>;
  auth: Pick<AuthStore, 'isSignedIn' | 'customerId'>;
  flags: Pick<FlagsStore, 'retailerLinkingLists'>;
  layout: Pick<LayoutStore, 'width'>;
  modals: Pick<ModalStore, 'open'>;
  toasts: Pick<ToastStore, 'error'>;
  tracking: Pick<Tracker, 'track'>;
}

/** What Shop was pressed for: the retailer, and on an offer page the offer. */
export interface ShopRequest {
  retailer: LaunchRetailerInput['retailer'];
  /** An offer page's Shop: the offer the shopper launches from. */
  offer?: Offer | null;
  /** The retailer page's offers: activate-and-redirect (1088, 1545) unlocks those not yet added. */
  retailerOffers?: readonly Offer[];
}

export type ShopOutcome = 'launched' | 'loggedOut' | 'busy' | 'error';

/**
 * Shop (000 §4 "Affiliate launch flow", §6): a visitor gets the logged-out modal; a signed-in shopper's launch runs
 * through ui/flows/launchRetailer with the retailer marked activating (step 1), a failure shows the default error
 * toast and answers 'error'. When the shopper's tab becomes visible again after a launch, the post-retailer modal
 * shows its shopping id, once (step 11).
 *
 * A store: the Shop buttons observe which retailers are activating, the post-retailer modal each trip's check.
 */
export class LaunchStore {
  /** Retailers whose launch is under way (step 1, "activating"). */
  readonly activating = observable.set<number>();
  /** The launch waiting for the shopper's return (step 11), and whether the page has been hidden since. */
  private awaitingReturn: LastLaunch | null = null;
  private hiddenSinceLaunch = false;
  /** What each returned trip's check said, by shopping id (the post-retailer modal shows it). */
  private readonly trips = observable.map<string, TripConfirmation>();
  /** The latest trip check, for tests and callers that wait for it. */
  private tripCheck: Promise<void> = Promise.resolve();

  constructor(private readonly deps: LaunchStoreDeps) {}

  isActivating(retailerId: number): boolean {
    return this.activating.has(retailerId);
  }

  /**
   * Launches. `openWindow` opens the retailer-launch tab and must run inside the shopper's click (pop-up
   * blockers), so it is called before anything is awaited, and only for a launch that goes ahead.
   */
  async shop(request: ShopRequest, openWindow: () => LaunchWindow): Promise<ShopOutcome> {
    const { auth, modals, toasts } = this.deps;
    const { retailer, offer } = request;
    if (!auth.isSignedIn || !auth.customerId) {
      modals.open({ kind: 'loggedOut', retailerId: retailer.id, retailerName: retailer.name, ...(offer ? { offerId: offer.id } : {}) });
      return 'loggedOut';
    }
    if (this.isActivating(retailer.id)) return 'busy';
    const launchWindow = openWindow();
    const customerId = auth.customerId;
    runInAction(() => this.activating.add(retailer.id));
    try {
      const result = await launchRetailer(
        {
          customerId,
          retailer,
          link: await this.linkAt(retailer.id),
          activateFirst: this.toActivateFirst(request),
          launchedOfferId: offer?.id ?? null,
          isMobileWeb: isMobileWeb(this.deps.layout.width),
          now: this.deps.clock.now(),
        },
        {
          offers: this.deps.offersGateway,
          affiliate: this.deps.affiliateLaunch,
          extension: this.deps.extension,
          track: (name, properties) => this.deps.tracking.track(name, properties),
          tagManager: this.deps.tagManager,
          launchWindow,
          storage: this.deps.storage,
        },
      );
      if (!result.ok) {
        console.warn(`[launch] shopping at retailer ${retailer.id} could not start`, result.error);
        toasts.error(MESSAGE_TEXT[MESSAGE_KEY.DEFAULT]);
        return 'error';
      }
      for (const activated of result.activated) this.deps.offers.adopt(activated);
      this.awaitingReturn = result.launch;
      this.hiddenSinceLaunch = false;
      return 'launched';
    } finally {
      runInAction(() => this.activating.delete(retailer.id));
    }
  }

  /**
   * The page's visibility changed (startApp listens). Hidden after a launch, then visible again: the shopper is
   * back from the retailer, and the post-retailer modal shows the shopping id, once (step 11).
   */
  pageVisibilityChanged(visible: boolean): void {
    if (!this.awaitingReturn) return;
    if (!visible) {
      this.hiddenSinceLaunch = true;
      return;
    }
    if (this.hiddenSinceLaunch) this.welcomeBack(this.awaitingReturn);
  }

  /**
   * The app started: a launch that left in this window (its pop-up was blocked) and has not been welcomed back
   * shows the post-retailer modal now, unless this start is the retailer-launch page itself or the launch was
   * stored more than 100000 ms ago (the store persistence timeout).
   */
  resume(routeName: RouteName): void {
    const last = parseLastLaunch(this.deps.storage.get(STORAGE_KEY.LAST_AFFILIATE_LAUNCH));
    if (!last || last.welcomedBack || last.openedIn !== 'sameWindow' || routeName === ROUTE_NAME.RETAILER_LAUNCH) return;
    // A launch stored longer ago than the store persistence timeout is a past trip, not this return (000 §9).
    if (!isPersistedStateFresh(last.savedAt, this.deps.clock.now().getTime())) return;
    this.welcomeBack(last);
  }

  /** The check of a returned trip, null when none was asked for this shopping id. */
  tripOf(shoppingId: string): TripConfirmation | null {
    return this.trips.get(shoppingId) ?? null;
  }

  /** Resolves once the latest trip check has answered. */
  settled(): Promise<void> {
    return this.tripCheck;
  }

  private welcomeBack(launch: LastLaunch): void {
    this.awaitingReturn = null;
    this.hiddenSinceLaunch = false;
    this.deps.storage.set(STORAGE_KEY.LAST_AFFILIATE_LAUNCH, JSON.stringify({ ...launch, welcomedBack: true }));
    this.deps.modals.open({ kind: 'postRetailer', retailerId: launch.retailerId, retailerName: launch.retailerName, shoppingId: launch.shoppingId });
    this.tripCheck = this.confirmTrip(launch);
  }

  /**
   * Asks the launch's transaction (fetchAffiliateTransactionByLaunchId, 000 §7) as the shopper comes back: a trip
   * that reached the retailer is confirmed in the modal and tracked; a failed check is logged and shows nothing more.
   */
  private async confirmTrip(launch: LastLaunch): Promise<void> {
    runInAction(() => this.trips.set(launch.shoppingId, { status: 'checking' }));
    let confirmation: TripConfirmation;
    try {
      confirmation = tripConfirmationOf(await this.deps.affiliateLaunch.fetchTransaction(launch.retailerId, launch.shoppingId));
    } catch (error) {
      console.warn(`[launch] the trip ${launch.shoppingId} could not be checked`, error);
      confirmation = { status: 'unknown' };
    }
    runInAction(() => this.trips.set(launch.shoppingId, confirmation));
    if (confirmation.status === 'confirmed') {
      void this.deps.tracking.track(TRIP_CONFIRMED_TRACKING.EVENT, tripConfirmedProperties(launch, confirmation.transactionId));
    }
  }

  /** The shopper's link at the retailer, read where a linking flag lists it; elsewhere there is none. */
  private async linkAt(retailerId: number): Promise<{ status: string | null; locked: boolean }> {
    if (!retailerUsesAccountLinking(retailerId, this.deps.flags.retailerLinkingLists)) return { status: null, locked: false };
    const status = (await this.deps.accountLinks.statusAt(retailerId)) ?? null;
    return { status, locked: this.deps.accountLinks.linkAt(retailerId)?.locked === true };
  }

  /** Activate-and-redirect (000 §4, 1088 and 1545): the offer page's offer, else the retailer page's, as known now. */
  private toActivateFirst(request: ShopRequest): Offer[] {
    const candidates = request.offer ? [request.offer] : (request.retailerOffers ?? []);
    return offersToActivateFirst(request.retailer.id, candidates.map((offer) => this.deps.offers.current(offer)));
  }
}
