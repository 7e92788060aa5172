import { makeAutoObservable, runInAction } from 'mobx';

import type { Banner } from '../../../domain/banners/Banner';
import { BROWSING_STORAGE_KEY } from '../../../domain/constants/browsing';
import { MESSAGES } from '../../../domain/constants/messages';
import { retailerNotFoundRedirect } from '../../../domain/navigation/retailerNotFoundRedirect';
import type { Retailer } from '../../../domain/retailers/Retailer';
import type { LinkButtonAction } from '../../../domain/retailers/linkButton';
import { parseNumericId } from '../../../domain/values/numericId';
import { retailerLinkPath } from '../../../domain/browsing/paths';
import { retailerPendingPeriodLines } from '../../../domain/browsing/pendingPeriod';
import { recentlyViewedToStore } from '../../../domain/browsing/recentlyViewed';
import { isListableRetailer } from '../../../domain/browsing/retailerGallery';
import { retailerPageAction, retailerUsesAccountLinking, type RetailerAccountLink, type RetailerPageAction } from '../../../domain/browsing/retailerPageAction';
import { errorMessage } from '../../stores/errorMessage';
import { LatestLoad } from '../../stores/base/LatestLoad';
import { Loadable } from '../../stores/base/Loadable';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { LaunchWindow } from '../../flows/launchRetailer';
import type { RootStore } from '../../stores/RootStore';
import { BROWSING_TRACKING_ACTION } from '../../components/retailers/tracking';
import { readJson, writeJson } from '../../stores/storedJson';

/**
 * The retailer page (/retailers/:retailerName/:id, 000 §2, §4, §9): the retailer, its banners, the
 * pending-period copy, the link state and its button, and the recently viewed retailers. A retailer the API
 * does not know (or the list rules hide on the web) redirects per retailerNotFoundRedirect.
 */
export class RetailerPageModel {
  status: LoadStatus | 'notFound' = 'idle';
  retailer: Retailer | null = null;
  readonly banners = new Loadable<Banner[]>([]);
  readonly recentlyViewed = new Loadable<Retailer[]>([]);
  /** The retailer id and sign-in state last loaded: signing in or out reloads the link and recently viewed. */
  private loadedKey: string | null = null;
  private readonly latest = new LatestLoad();

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<RetailerPageModel, 'stores' | 'loadedKey' | 'latest'>(
      this,
      { stores: false, loadedKey: false, latest: false },
      { autoBind: true },
    );
  }

  /**
   * The link state and the main button (retailerPageAction); null while there is no retailer, and while the
   * shopper's link is being read: an unknown link shown as "not linked" would offer Link to a linked shopper
   * (issue 29). A read that failed counts as not linked: Link leads to the link page, which reads it again.
   */
  get action(): RetailerPageAction | null {
    if (!this.retailer || this.linkUnknown) return null;
    return retailerPageAction({
      retailer: this.retailer,
      signedIn: this.stores.auth.isSignedIn,
      link: this.link,
      ...this.stores.flags.retailerLinkingLists,
    });
  }

  /**
   * The shopper's link at this retailer, as the account links store knows it: null when there is none, while it
   * is read, or where no link is asked for (signed out, a retailer no linking flag lists).
   */
  get link(): RetailerAccountLink | null {
    if (!this.retailer || !this.readsLink(this.retailer)) return null;
    return this.stores.accountLinks.linkAt(this.retailer.id) ?? null;
  }

  /** The link's status text; null when unknown or not linked. */
  get linkStatus(): string | null {
    return this.link?.status ?? null;
  }

  get pendingPeriod(): { product: string; storewide: string } | null {
    if (!this.retailer) return null;
    // A retailer that links the shopper's account is an integrated retailer: it credits on receipt (000 §9).
    const integrated = retailerUsesAccountLinking(this.retailer.id, this.stores.flags.retailerLinkingLists);
    return retailerPendingPeriodLines(this.retailer, { integrated });
  }

  get showsBanners(): boolean {
    return this.stores.flags.bannersOn && this.banners.value.length > 0;
  }

  /** Recently viewed retailers other than this one, after the list rules. */
  get otherRecentlyViewed(): Retailer[] {
    return this.recentlyViewed.value.filter(
      (retailer) => retailer.id !== this.retailer?.id && isListableRetailer(retailer, this.stores.flags.retailerListRules),
    );
  }

  /** Loads the retailer the route names; a no-op when it is already shown to the same shopper. */
  async load(idParam: string | undefined): Promise<void> {
    const retailerId = Number(idParam);
    const key = `${idParam}|${this.stores.auth.isSignedIn}`;
    if (key === this.loadedKey && this.status !== 'error') return;
    const isLatest = this.latest.start();
    const { ports, routeHistory, searchBar, toasts } = this.stores;
    this.loadedKey = key;
    this.status = 'loading';
    this.retailer = null;
    this.banners.reset();
    this.recentlyViewed.reset();
    // The route guard sends non-numeric ids away before the page renders; this only keeps the call well-formed.
    if (parseNumericId(idParam) === null) {
      await this.notFound(null, isLatest);
      return;
    }
    // The banners load alongside the retailer and the page shows once both are in: banners arriving later
    // would push the offers down (layout shift). A banner failure only leaves the section out.
    const bannersLoaded = this.banners.run(() => ports.catalogue.fetchRetailerBanners(retailerId), MESSAGES.DEFAULT_ERROR);
    let retailer: Retailer | null;
    try {
      retailer = await ports.catalogue.fetchRetailer(retailerId);
    } catch (error) {
      if (!isLatest()) return;
      runInAction(() => (this.status = 'error'));
      toasts.error(errorMessage(error, MESSAGES.DEFAULT_ERROR));
      return;
    }
    if (!isLatest()) return;
    // A retailer the web may not show (tempDisabled, web-excluded) is not found here; the mobile apps may have it.
    if (!retailer || !isListableRetailer(retailer, this.stores.flags.retailerListRules)) {
      await this.notFound(retailerId, isLatest);
      return;
    }
    const found = retailer;
    await bannersLoaded;
    if (!isLatest()) return;
    runInAction(() => {
      this.retailer = found;
      this.status = 'ready';
    });
    routeHistory.setPageContext({ title: found.name });
    searchBar.setRetailerContext(found);
    await Promise.all([
      this.loadLink(found),
      this.loadRecentlyViewed(found),
    ]);
  }

  /** The page is left: the search bar goes back to site-wide search. */
  leave(): void {
    this.latest.cancel();
    this.loadedKey = null;
    this.stores.searchBar.setRetailerContext(null);
  }

  /** The retailer's launch is under way (000 §4 step 1): the Shop button shows it and waits. */
  get activating(): boolean {
    return this.retailer !== null && this.stores.launch.isActivating(this.retailer.id);
  }

  /**
   * Shop (000 §4, §6): the affiliate launch (LaunchStore.shop; a visitor gets the logged-out modal). A signed-in
   * click is tracked. At 1088 and 1545 the launch first adds the page's offers (activate-and-redirect).
   */
  async shop(openWindow: () => LaunchWindow): Promise<void> {
    const retailer = this.retailer;
    if (!retailer) return;
    const { auth, launch, offers, tracking } = this.stores;
    if (auth.isSignedIn) void tracking.track('click action', { action: BROWSING_TRACKING_ACTION.SHOP, retailerId: retailer.id, retailerName: retailer.name });
    await launch.shop({ retailer, retailerOffers: offers.retailerOffers(retailer.id) }, openWindow);
  }

  /**
   * The main button: Shop (`openWindow` opens the launch tab, inside the click), or one of the linking steps (the
   * link route; the linking flow is a later issue).
   */
  async press(action: LinkButtonAction, openWindow: () => LaunchWindow): Promise<void> {
    const retailer = this.retailer;
    if (!retailer) return;
    if (action === 'shop') {
      await this.shop(openWindow);
      return;
    }
    if (action === 'cancel') return;
    const { auth, modals, router, tracking } = this.stores;
    if (!auth.isSignedIn) {
      modals.open({ kind: 'loggedOut', retailerId: retailer.id, retailerName: retailer.name });
      return;
    }
    void tracking.track('click action', { action: BROWSING_TRACKING_ACTION.LINK, retailerId: retailer.id, step: action });
    router.navigate(retailerLinkPath(retailer));
  }

  /** The shopper's link here is asked for and not answered yet (a failed read counts as answered: not linked). */
  get linkUnknown(): boolean {
    const { retailer } = this;
    if (!retailer || !this.readsLink(retailer)) return false;
    const { accountLinks } = this.stores;
    return accountLinks.linkAt(retailer.id) === undefined && accountLinks.status(retailer.id) !== 'error';
  }

  /** A signed-in shopper's link is read at a retailer a linking flag lists (000 §4). */
  private readsLink(retailer: Retailer): boolean {
    return this.stores.auth.isSignedIn && retailerUsesAccountLinking(retailer.id, this.stores.flags.retailerLinkingLists);
  }

  private async loadLink(retailer: Retailer): Promise<void> {
    if (this.readsLink(retailer)) await this.stores.accountLinks.read(retailer.id);
  }

  /**
   * Recently viewed retailers, 6 kept (000 §9): a signed-in shopper's view is recorded by the content server
   * (retailerViewed) before the list is read; a visitor's list lives in browser storage (keepRecentlyViewed).
   * Neither may break the page.
   */
  private async loadRecentlyViewed(retailer: Retailer): Promise<void> {
    const { auth, ports } = this.stores;
    if (auth.isSignedIn) {
      await this.recentlyViewed.run(async () => {
        await ports.catalogue.retailerViewed(retailer.id).catch((error: unknown) => {
          console.warn('[retailer page] the view could not be recorded', error);
        });
        return ports.catalogue.fetchRecentlyViewedRetailers();
      }, MESSAGES.DEFAULT_ERROR);
      return;
    }
    const key = BROWSING_STORAGE_KEY.RECENTLY_VIEWED_RETAILERS;
    const ids = recentlyViewedToStore(readJson<unknown>(ports.storage, key, []), retailer.id);
    writeJson(ports.storage, key, ids);
    const others = ids.filter((id) => id !== retailer.id);
    await this.recentlyViewed.run(() => ports.catalogue.fetchRetailers(others), MESSAGES.RETAILERS_FETCH_FAILED);
  }

  /** 000 §2: not found here → /mobile-only when another platform has it, else /retailers with the message. */
  private async notFound(retailerId: number | null, isLatest: () => boolean): Promise<void> {
    // A failed check reads as "not elsewhere": the shopper still lands on /retailers with the message.
    const available =
      retailerId === null
        ? false
        : await this.stores.ports.catalogue.isAvailableOnOtherPlatform(retailerId).catch((error: unknown) => {
            console.warn(`[retailer page] whether retailer ${retailerId} is on another platform could not be read`, error);
            return false;
          });
    if (!isLatest()) return;
    runInAction(() => (this.status = 'notFound'));
    const redirect = retailerNotFoundRedirect(available);
    this.stores.router.navigate(redirect.redirect, { replace: true, ...(redirect.message ? { message: redirect.message } : {}) });
  }
}
