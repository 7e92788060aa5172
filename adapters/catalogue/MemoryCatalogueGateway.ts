import type { Banner, Category, Retailer } from '../../domain';
import type { CatalogueGateway, CategoryWithRetailers } from './CatalogueGateway';

/** The in-memory twin: tests fill the maps (or set `failWith`) and read `viewed`. */
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
  failWith: Error | null = null;

  async fetchCategoriesWithRetailers(): Promise<CategoryWithRetailers[]> {
    this.fail();
    return [...this.categories.values()].map((category) => ({
      ...category,
      retailerList: (category.retailers ?? []).flatMap((id) => this.retailers.get(id) ?? []),
    }));
  }

  async fetchCategory(categoryId: number): Promise<Category | null> {
    this.fail();
    return this.categories.get(categoryId) ?? null;
  }

  async fetchRetailer(retailerId: number): Promise<Retailer | null> {
    this.fail();
    return this.retailers.get(retailerId) ?? null;
  }

  async fetchRetailers(retailerIds: readonly number[]): Promise<Retailer[]> {
    this.fail();
    return retailerIds.flatMap((id) => this.retailers.get(id) ?? []);
  }

  async isAvailableOnOtherPlatform(retailerId: number): Promise<boolean> {
    this.fail();
    return this.otherPlatformRetailerIds.has(retailerId);
  }

  async fetchHomeRecommendedRetailers(limit: number): Promise<Retailer[]> {
    return (await this.fetchRetailers(this.recommendedRetailerIds)).slice(0, limit);
  }

  async fetchHomeSeasonalBanner(): Promise<Banner | null> {
    this.fail();
    return this.seasonalBanner;
  }

  async fetchRetailerBanners(retailerId: number): Promise<Banner[]> {
    this.fail();
    return this.retailerBanners.get(retailerId) ?? [];
  }

  async fetchCategoryBanners(categoryIds: readonly number[]): Promise<Banner[]> {
    this.fail();
    return categoryIds.flatMap((id) => this.categoryBanners.get(id) ?? []);
  }

  async fetchRecentlyViewedRetailers(): Promise<Retailer[]> {
    return this.fetchRetailers(this.recentlyViewedIds);
  }

  async retailerViewed(retailerId: number): Promise<void> {
    this.fail();
    this.viewed.push(retailerId);
  }

  private fail(): void {
    if (this.failWith) throw this.failWith;
  }
}
