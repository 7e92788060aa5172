import type { Banner } from '../../domain/banners/Banner';
import type { Category } from '../../domain/categories/Category';
import { keepRecentlyViewed } from '../../domain/retailers/recentlyViewed';
import type { Retailer } from '../../domain/retailers/Retailer';
import { notSignedIn } from '../twinRefusals';
import type { CatalogueCall, CatalogueGateway } from './CatalogueGateway';
import type { CategoryWithRetailers } from '../../domain/categories/Category';

/**
 * The in-memory twin: tests fill the maps, set `failWith` (every call fails) or `failures` (one call fails),
 * and read `viewed` and `calls`. `signedIn` stands for the bearer token: the signed-in-only calls reject
 * without it with an authentication error, as the real services do.
 */
export class MemoryCatalogueGateway implements CatalogueGateway {
  readonly retailers = new Map<number, Retailer>();
  readonly categories = new Map<number, Category>();
  readonly retailerBanners = new Map<number, Banner[]>();
  readonly categoryBanners = new Map<number, Banner[]>();
  readonly otherPlatformRetailerIds = new Set<number>();
  recommendedRetailerIds: number[] = [];
  seasonalBanner: Banner | null = null;
  recentlyViewedIds: number[] = [];
  readonly viewed: number[] = [];
  /** Every call made, in order. */
  readonly calls: CatalogueCall[] = [];
  failWith: Error | null = null;
  readonly failures = new Map<CatalogueCall, Error>();
  /** Answers of calls held until released (loading states): `hold(call)` returns the release function. */
  private readonly held = new Map<CatalogueCall, Promise<void>>();
  signedIn = true;

  /** Puts retailers (and their categories' membership untouched) into the twin. */
  addRetailers(...retailers: Retailer[]): this {
    for (const retailer of retailers) this.retailers.set(retailer.id, retailer);
    return this;
  }

  addCategories(...categories: Category[]): this {
    for (const category of categories) this.categories.set(category.id, category);
    return this;
  }

  /** Holds every later `call` until the returned function is called. */
  hold(call: CatalogueCall): () => void {
    let release!: () => void;
    this.held.set(call, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      this.held.delete(call);
      release();
    };
  }

  async fetchCategoriesWithRetailers(): Promise<CategoryWithRetailers[]> {
    await this.enter('fetchCategoriesWithRetailers');
    return [...this.categories.values()].map((category) => ({
      ...category,
      retailerList: (category.retailers ?? []).flatMap((id) => this.retailers.get(id) ?? []),
    }));
  }

  async fetchCategoriesWithRetailerIds(): Promise<Category[]> {
    await this.enter('fetchCategoriesWithRetailerIds');
    return [...this.categories.values()].map((category) => ({ ...category, retailers: [...(category.retailers ?? [])] }));
  }

  async fetchCategory(categoryId: number): Promise<Category | null> {
    await this.enter('fetchCategory');
    return this.categories.get(categoryId) ?? null;
  }

  async fetchRetailer(retailerId: number): Promise<Retailer | null> {
    await this.enter('fetchRetailer');
    return this.retailers.get(retailerId) ?? null;
  }

  async fetchRetailers(retailerIds: readonly number[]): Promise<Retailer[]> {
    await this.enter('fetchRetailers');
    return retailerIds.flatMap((id) => this.retailers.get(id) ?? []);
  }

  async isAvailableOnOtherPlatform(retailerId: number): Promise<boolean> {
    await this.enter('isAvailableOnOtherPlatform');
    return this.otherPlatformRetailerIds.has(retailerId);
  }

  async fetchHomeRecommendedRetailers(limit: number): Promise<Retailer[]> {
    await this.enter('fetchHomeRecommendedRetailers', { signedIn: true });
    return this.recommendedRetailerIds.flatMap((id) => this.retailers.get(id) ?? []).slice(0, limit);
  }

  async fetchHomeSeasonalBanner(): Promise<Banner | null> {
    await this.enter('fetchHomeSeasonalBanner');
    return this.seasonalBanner;
  }

  async fetchRetailerBanners(retailerId: number): Promise<Banner[]> {
    await this.enter('fetchRetailerBanners');
    return this.retailerBanners.get(retailerId) ?? [];
  }

  async fetchCategoryBanners(categoryIds: readonly number[]): Promise<Banner[]> {
    await this.enter('fetchCategoryBanners');
    return categoryIds.flatMap((id) => this.categoryBanners.get(id) ?? []);
  }

  async fetchRecentlyViewedRetailers(): Promise<Retailer[]> {
    await this.enter('fetchRecentlyViewedRetailers', { signedIn: true });
    return this.recentlyViewedIds.flatMap((id) => this.retailers.get(id) ?? []);
  }

  async retailerViewed(retailerId: number): Promise<void> {
    await this.enter('retailerViewed', { signedIn: true });
    this.viewed.push(retailerId);
    this.recentlyViewedIds = keepRecentlyViewed(this.recentlyViewedIds, retailerId);
  }

  private async enter(call: CatalogueCall, { signedIn = false }: { signedIn?: boolean } = {}): Promise<void> {
    this.calls.push(call);
    await this.held.get(call);
    const failure = this.failWith ?? this.failures.get(call);
    if (failure) throw failure;
    if (signedIn && !this.signedIn) {
      throw notSignedIn('catalogue twin', call);
    }
  }
}
