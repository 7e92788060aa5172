import { makeAutoObservable } from 'mobx';

import type { Banner } from '../../../domain/banners/Banner';
import type { Retailer } from '../../../domain/retailers/Retailer';
import type { LinkButtonAction } from '../../../domain/retailers/linkButton';
import { retailerLinkPath } from '../../../domain/browsing/paths';
import { retailerPendingPeriodLines } from '../../../domain/browsing/pendingPeriod';
import { isListableRetailer } from '../../../domain/browsing/retailerGallery';
import { retailerPageAction, retailerUsesAccountLinking, type RetailerAccountLink, type RetailerPageAction } from '../../../domain/browsing/retailerPageAction';
import type { Loadable } from '../../stores/base/Loadable';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { LaunchWindow } from '../../flows/launchRetailer';
import type { Stores } from '../../stores/Stores';
import { BROWSING_TRACKING_ACTION } from '../../components/retailers/tracking';

/**
 * The retailer page (/retailers/:retailerName/:id, 000 §2, §4, §9): the retailer, its banners, the
 * pending-period copy, the link state and its button, and the recently viewed retailers, from RetailerStore
 * and RecentlyViewedStore (filled by the route's loader, which redirects a retailer the web may not show).
 */
export class RetailerPageModel {
  constructor(private readonly stores: Stores) {
    makeAutoObservable<RetailerPageModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.stores.retailer.retailer.status;
  }

  /** The retailer shown; null while it loads and when the web may not show it. */
  get retailer(): Retailer | null {
    return this.stores.retailer.retailer.value;
  }

  get banners(): Loadable<Banner[]> {
    return this.stores.retailer.banners;
  }

  get recentlyViewed(): Loadable<Retailer[]> {
    return this.stores.recentlyViewed.retailers;
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

  /** The page is left: the search bar goes back to site-wide search. */
  leave(): void {
    this.stores.retailer.leave();
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

  private readsLink(retailer: Retailer): boolean {
    return this.stores.retailer.readsLink(retailer.id);
  }
}
