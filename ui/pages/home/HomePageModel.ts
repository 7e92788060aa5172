import { makeAutoObservable } from 'mobx';
import type { Banner } from '../../../domain/banners/Banner';
import type { Category } from '../../../domain/categories/Category';
import { HOME_HOT_DEALS_LIMIT } from '../../../domain/constants/browsing';
import { CATEGORY_ID } from '../../../domain/constants/categories';
import { LIMITS } from '../../../domain/constants/limits';
import { ACCOUNT_MESSAGES } from '../../../domain/constants/account';
import { MESSAGES } from '../../../domain/constants/messages';
import type { Retailer } from '../../../domain/retailers/Retailer';
import { filterRetailers } from '../../../domain/retailers/filterRetailers';
import { recommendedRetailersFrom } from '../../../domain/browsing/retailerGallery';
import { Loadable } from '../../stores/base/Loadable';
import { isPending, type LoadStatus } from '../../stores/base/LoadStatus';
import type { RootStore } from '../../stores/RootStore';

/**
 * The home page (public, 000 §2): the seasonal banner, recommended retailers, the categories and Hot Deals
 * (category 1482's retailers). Each section loads and fails on its own.
 */
export class HomePageModel {
  readonly seasonalBanner = new Loadable<Banner | null>(null);
  readonly recommended = new Loadable<Retailer[]>([]);
  /** Hot Deals for a signed-in customer when the category list lacks it (000 §9: fetched as a fixed id). */
  private readonly hotDealsById = new Loadable<Retailer[] | null>(null);

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<HomePageModel, 'stores' | 'hotDealsById'>(this, { stores: false, hotDealsById: false }, { autoBind: true });
  }

  /** Banners show only while the banners flag is on (000 §6 web-v-2-banners-toggle). */
  /** A signed-in new saver sees the new-user offers and the referral bonus (001 §4, §9). */
  get showsNewSaverOffers(): boolean {
    return this.stores.auth.isSignedIn && this.stores.customer.isNewSaverAt(this.stores.ports.clock.now());
  }

  get showsBanners(): boolean {
    return this.stores.flags.bannersOn;
  }

  get categoriesStatus(): LoadStatus {
    return this.stores.catalogue.categoriesStatus;
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
    const retailers = fromList ?? this.hotDealsById.value ?? [];
    return filterRetailers(retailers, this.stores.flags.retailerListRules).slice(0, HOME_HOT_DEALS_LIMIT);
  }

  get hotDealsStatus(): LoadStatus {
    if (this.stores.catalogue.category(CATEGORY_ID.HOT_DEALS)) return 'ready';
    if (this.hotDealsById.status !== 'idle') return this.hotDealsById.status;
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

  async load(): Promise<void> {
    const { auth, catalogue, ports } = this.stores;
    const signedIn = auth.isSignedIn;
    await Promise.all([
      this.loadSeasonalBanner(),
      catalogue.loadCategories(),
      // homeRecommendedRetailers is for signed-in customers; visitors get the public retailers that carry a
      // recommendation rank (ours), once the category list is in.
      signedIn ? this.recommended.run(() => ports.catalogue.fetchHomeRecommendedRetailers(LIMITS.HOME_RECOMMENDED_RETAILERS), MESSAGES.DEFAULT_ERROR) : null,
    ]);
    if (!signedIn) {
      if (catalogue.categoriesStatus === 'ready') this.recommended.set(recommendedRetailersFrom(catalogue.allRetailers, LIMITS.HOME_RECOMMENDED_RETAILERS));
      else this.recommended.fail(catalogue.categoriesError ?? MESSAGES.CATEGORY_LOAD_FAILED);
    }
    if (signedIn && !catalogue.category(CATEGORY_ID.HOT_DEALS)) await this.loadHotDealsById();
  }

  /**
   * The seasonal banner; a failure reads the documents' seasonal-promotions message (001 §8) whatever the
   * transport said, since the shopper can only try again.
   */
  async loadSeasonalBanner(): Promise<void> {
    const gateway = this.stores.ports.catalogue;
    await this.seasonalBanner.run(
      () =>
        gateway.fetchHomeSeasonalBanner().catch((error: unknown) => {
          console.warn('[home] the seasonal banner could not be loaded', error);
          throw new Error(ACCOUNT_MESSAGES.SEASONAL_PROMOTIONS_FAILED);
        }),
      ACCOUNT_MESSAGES.SEASONAL_PROMOTIONS_FAILED,
    );
  }

  private async loadHotDealsById(): Promise<void> {
    const gateway = this.stores.ports.catalogue;
    await this.hotDealsById.run(async () => {
      const category = await gateway.fetchCategory(CATEGORY_ID.HOT_DEALS);
      return category ? gateway.fetchRetailers(category.retailers ?? []) : [];
    }, MESSAGES.CATEGORY_LOAD_FAILED);
  }
}
