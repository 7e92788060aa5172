import type { Banner, Category, Retailer } from '../../domain';

/** A category with the retailers in it, as the category list call answers. */
export interface CategoryWithRetailers extends Category {
  retailerList: readonly Retailer[];
}

/**
 * The port for browsing retailers and categories (000 §7): the REST content server and the content
 * GraphQL. Wire shapes are mapped to the domain's types here; ids are numbers.
 */
export interface CatalogueGateway {
  /** Every category with its retailers (fetchGenericRetailerCategoriesWithRetailers). */
  fetchCategoriesWithRetailers(): Promise<CategoryWithRetailers[]>;
  /** One category, or null when unknown (GraphQL category(id)). */
  fetchCategory(categoryId: number): Promise<Category | null>;
  /** One retailer, or null when unknown (GraphQL retailerNode(id)). */
  fetchRetailer(retailerId: number): Promise<Retailer | null>;
  /** Retailers by id, in the order asked (fetchGenericRetailers). */
  fetchRetailers(retailerIds: readonly number[]): Promise<Retailer[]>;
  /** Whether an unknown-here retailer exists on another platform (the mobile app). */
  isAvailableOnOtherPlatform(retailerId: number): Promise<boolean>;
  /** The home page's recommended retailers (default limit 12). */
  fetchHomeRecommendedRetailers(limit: number): Promise<Retailer[]>;
  /** The home page's seasonal banner (placement HOMESEASONAL), or null. */
  fetchHomeSeasonalBanner(): Promise<Banner | null>;
  fetchRetailerBanners(retailerId: number): Promise<Banner[]>;
  fetchCategoryBanners(categoryIds: readonly number[]): Promise<Banner[]>;
  /** Signed in only. Most recent first. */
  fetchRecentlyViewedRetailers(): Promise<Retailer[]>;
  /** Signed in only: records a retailer-page view. */
  retailerViewed(retailerId: number): Promise<void>;
}
