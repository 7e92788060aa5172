import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import type { Banner } from '../../domain/banners/Banner';
import { isListableRetailer } from '../../domain/browsing/retailerGallery';
import { retailerUsesAccountLinking } from '../../domain/browsing/retailerPageAction';
import * as MESSAGES from '../../domain/constants/messages';
import type { Retailer } from '../../domain/retailers/Retailer';
import { parseNumericId } from '../../domain/values/numericId';
import type { AccountLinksStore } from './AccountLinksStore';
import type { AuthStore } from './AuthStore';
import { LatestLoad } from './base/LatestLoad';
import { Loadable } from './base/Loadable';
import type { FlagsStore } from './FlagsStore';
import type { RecentlyViewedStore } from './RecentlyViewedStore';

/**
 * The retailer a retailer page shows (000 §2, §4, §9): the retailer with its banners (ready with null when the
 * web may not show it: unknown, tempDisabled, web-excluded), whether another platform has it, and, once found,
 * the shopper's link there and the recently viewed retailers.
 */
export class RetailerStore {
  /** Ready once its banners have answered too: banners arriving later would push the offers down (layout shift). */
  readonly retailer = new Loadable<Retailer | null>(null);
  readonly banners = new Loadable<Banner[]>([]);
  /** A retailer not found here that the mobile apps have (a failed check reads as not). */
  availableOnOtherPlatform = false;
  /** The retailer id and customer last loaded: another page of its offers (?page=) loads nothing again. */
  private loadedKey: string | null = null;
  private readonly latest = new LatestLoad();

  constructor(
    private readonly deps: {
      gateway: CatalogueGateway;
      auth: Pick<AuthStore, 'isSignedIn' | 'customerId'>;
      flags: Pick<FlagsStore, 'retailerListRules' | 'retailerLinkingLists'>;
      accountLinks: Pick<AccountLinksStore, 'read'>;
      recentlyViewed: Pick<RecentlyViewedStore, 'recordView'>;
    },
  ) {
    makeAutoObservable<RetailerStore, 'deps' | 'loadedKey' | 'latest'>(this, { deps: false, loadedKey: false, latest: false }, { autoBind: true });
  }

  get notFound(): boolean {
    return this.retailer.status === 'ready' && this.retailer.value === null;
  }

  /**
   * Loads the retailer `idParam` names with its banners (the list rules need the flags loaded). Answers whether
   * this load ran and is still the latest: false when the same retailer is already shown to the same shopper.
   */
  async load(idParam: string | undefined): Promise<boolean> {
    const key = `${idParam}|${this.deps.auth.customerId ?? ''}`;
    if (key === this.loadedKey && this.retailer.status !== 'error') return false;
    this.loadedKey = key;
    const isLatest = this.latest.start();
    const { gateway, flags } = this.deps;
    this.availableOnOtherPlatform = false;
    this.banners.reset();
    this.retailer.reset();
    // The route guard sends non-numeric ids away before the page renders; this only keeps the call well-formed.
    const retailerId = parseNumericId(idParam);
    if (retailerId === null) {
      this.retailer.set(null);
      return true;
    }
    let availableElsewhere = false;
    await this.retailer.run(async () => {
      // A banner failure only leaves the section out.
      const bannersLoaded = this.banners.run(() => gateway.fetchRetailerBanners(retailerId), MESSAGES.DEFAULT_ERROR);
      const retailer = await gateway.fetchRetailer(retailerId);
      // A retailer the web may not show (tempDisabled, web-excluded) is not found here; the mobile apps may have it.
      if (!retailer || !isListableRetailer(retailer, flags.retailerListRules)) {
        availableElsewhere = await gateway.isAvailableOnOtherPlatform(retailerId).catch((error: unknown) => {
          console.warn(`[retailer] whether retailer ${retailerId} is on another platform could not be read`, error);
          return false;
        });
        return null;
      }
      await bannersLoaded;
      return retailer;
    }, MESSAGES.DEFAULT_ERROR);
    if (!isLatest()) return false;
    runInAction(() => (this.availableOnOtherPlatform = availableElsewhere));
    return true;
  }

  /** The found retailer's link (where one is asked for) and the recently viewed retailers, recording this view. */
  async loadDetails(): Promise<void> {
    const retailer = this.retailer.value;
    if (!retailer) return;
    await Promise.all([
      this.readsLink(retailer.id) ? this.deps.accountLinks.read(retailer.id) : null,
      this.deps.recentlyViewed.recordView(retailer.id),
    ]);
  }

  /** A signed-in shopper's link is read at a retailer a linking flag lists (000 §4). */
  readsLink(retailerId: number): boolean {
    return this.deps.auth.isSignedIn && retailerUsesAccountLinking(retailerId, this.deps.flags.retailerLinkingLists);
  }

  /** The page was left: a visit again loads it again (and records the view). */
  leave(): void {
    this.latest.cancel();
    this.loadedKey = null;
  }
}
