import { makeAutoObservable } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import type { Banner } from '../../domain/banners/Banner';
import { recommendedRetailersFrom } from '../../domain/browsing/recommendedRetailers';
import { CATEGORY_ID } from '../../domain/constants/categories';
import { LIMITS } from '../../domain/constants/limits';
import * as MESSAGES from '../../domain/constants/messages';
import type { Retailer } from '../../domain/retailers/Retailer';
import type { AuthStore } from './AuthStore';
import { Loadable } from './base/Loadable';
import type { CatalogueStore } from './CatalogueStore';

/**
 * The home page's own sections (000 §2): the seasonal banner, the recommended retailers and, for a signed-in
 * customer whose category list lacks it, Hot Deals by its fixed id (000 §9). Each section loads and fails on its
 * own; the categories come from the catalogue store, shared with the header and the browsing pages.
 */
export class HomeStore {
  readonly seasonalBanner = new Loadable<Banner | null>(null);
  readonly recommended = new Loadable<Retailer[]>([]);
  readonly hotDealsById = new Loadable<Retailer[] | null>(null);

  constructor(
    private readonly deps: {
      gateway: CatalogueGateway;
      catalogue: Pick<CatalogueStore, 'loadCategories' | 'categoriesStatus' | 'categoriesError' | 'allRetailers' | 'category'>;
      auth: Pick<AuthStore, 'isSignedIn'>;
    },
  ) {
    makeAutoObservable<HomeStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** The route's loader: every section for whoever is signed in. */
  async load(): Promise<void> {
    const { auth, catalogue, gateway } = this.deps;
    const signedIn = auth.isSignedIn;
    if (!signedIn) this.hotDealsById.reset();
    await Promise.all([
      this.loadSeasonalBanner(),
      catalogue.loadCategories(),
      // homeRecommendedRetailers is for signed-in customers; visitors get the public retailers that carry a
      // recommendation rank (ours), once the category list is in.
      signedIn ? this.recommended.run(() => gateway.fetchHomeRecommendedRetailers(LIMITS.HOME_RECOMMENDED_RETAILERS), MESSAGES.DEFAULT_ERROR) : null,
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
    const { gateway } = this.deps;
    await this.seasonalBanner.run(
      () =>
        gateway.fetchHomeSeasonalBanner().catch((error: unknown) => {
          console.warn('[home] the seasonal banner could not be loaded', error);
          throw new Error(MESSAGES.SEASONAL_PROMOTIONS_FAILED);
        }),
      MESSAGES.SEASONAL_PROMOTIONS_FAILED,
    );
  }

  private async loadHotDealsById(): Promise<void> {
    const { gateway } = this.deps;
    await this.hotDealsById.run(async () => {
      const category = await gateway.fetchCategory(CATEGORY_ID.HOT_DEALS);
      return category ? gateway.fetchRetailers(category.retailers ?? []) : [];
    }, MESSAGES.CATEGORY_LOAD_FAILED);
  }
}
