import { makeAutoObservable } from 'mobx';
import type { Banner } from '../../../domain/banners/Banner';
import type { Category } from '../../../domain/categories/Category';
import { HOME_HOT_DEALS_LIMIT } from '../../../domain/constants/browsing';
import { CATEGORY_ID } from '../../../domain/constants/categories';
import type { Retailer } from '../../../domain/retailers/Retailer';
import { filterRetailers } from '../../../domain/retailers/filterRetailers';
import type { Loadable } from '../../stores/base/Loadable';
import { isPending, type LoadStatus } from '../../stores/base/LoadStatus';
import type { Stores } from '../../stores/Stores';

/**
 * The home page (public, 000 §2): the seasonal banner, recommended retailers, the categories and Hot Deals
 * (category 1482's retailers). Each section loads and fails on its own.
 */
export class HomePageModel {
  constructor(private readonly stores: Stores) {
    makeAutoObservable<HomePageModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  get seasonalBanner(): Loadable<Banner | null> {
    return this.stores.home.seasonalBanner;
  }

  get recommended(): Loadable<Retailer[]> {
    return this.stores.home.recommended;
  }

  /** Try again on the banner alone. */
  loadSeasonalBanner(): Promise<void> {
    return this.stores.home.loadSeasonalBanner();
  }

  /** A signed-in new saver sees the new-user offers and the referral bonus (001 §4, §9). */
  get showsNewSaverOffers(): boolean {
    return this.stores.auth.isSignedIn && this.stores.groups.shell.current?.customer.isNewSaverAt(this.stores.now()) === true;
  }

  /** Banners show only while the banners flag is on (000 §6 web-v-2-banners-toggle). */
  get showsBanners(): boolean {
    return this.stores.flags.bannersOn;
  }

  get categoriesStatus(): LoadStatus {
    return this.stores.catalogue.categoriesStatus;
  }

  get categoriesError(): string | null {
    return this.stores.catalogue.categoriesError;
  }

  get categories(): Category[] {
    return this.stores.catalogue.listedCategories;
  }

  get hotDealsCategory(): Category | null {
    return this.stores.catalogue.category(CATEGORY_ID.HOT_DEALS) ?? null;
  }

  /** Hot Deals' retailers after the list rules, in the category's order. */
  get hotDeals(): Retailer[] {
    const fromList = this.stores.catalogue.category(CATEGORY_ID.HOT_DEALS)?.retailerList;
    const retailers = fromList ?? this.stores.home.hotDealsById.value ?? [];
    return filterRetailers(retailers, this.stores.flags.retailerListRules).slice(0, HOME_HOT_DEALS_LIMIT);
  }

  get hotDealsStatus(): LoadStatus {
    if (this.stores.catalogue.category(CATEGORY_ID.HOT_DEALS)) return 'ready';
    if (this.stores.home.hotDealsById.status !== 'idle') return this.stores.home.hotDealsById.status;
    return this.categoriesStatus;
  }

  /**
   * Every section has answered (with content, an error or nothing). The page shows its sections together
   * once this is true, so one section arriving never pushes another down (layout shift, CLS), nor a banner
   * the flags turn on.
   */
  get isSettled(): boolean {
    // The banner and the sections depend on flags: hidden until they are known, at most 4000 ms (optimise hide).
    if (this.stores.flags.hidesFlagDependentContent) return false;
    return !this.seasonalBanner.isLoading && !this.recommended.isLoading && !isPending(this.categoriesStatus) && !isPending(this.hotDealsStatus);
  }

  /** Recommended retailers after the list rules (the service filters too; this keeps the flag honoured). */
  get recommendedRetailers(): Retailer[] {
    return filterRetailers(this.recommended.value, this.stores.flags.retailerListRules);
  }
}
