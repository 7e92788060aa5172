import type { Banner } from '../../domain/banners/Banner';
import type { Category, CategoryWithRetailers } from '../../domain/categories/Category';
import type { Retailer } from '../../domain/retailers/Retailer';

/**
 * The port for browsing retailers and categories (000 §7): the REST content server and the content
 * GraphQL. Wire shapes are mapped to the domain's types here; ids are numbers. Failures reject with an Error
 * whose message is the documents' where they name one.
 */
export interface CatalogueGateway {
  /**
   * Every category with its retailers (fetchGenericRetailerCategoriesWithRetailers). Rejects with 'Something
   * went wrong when fetching generic retailer categories with retailers' unless the answer is a 200, and with
   * 'No categories with retailers were returned' when the list is empty.
   */
  fetchCategoriesWithRetailers(): Promise<CategoryWithRetailers[]>;
  /**
   * Every category with its retailers' ids only (000 §7 "hydrate retailer categories with retailer ids", GraphQL
   * retailerCategoryNodes): lighter than the full list, for the favourites onboarding. Rejects with 'Something went
   * wrong fetching retailer categories' when the call fails, and 'No categories with retailer ids were returned'
   * when the list is empty.
   */
  fetchCategoriesWithRetailerIds(): Promise<Category[]>;
  /** One category, or null when unknown (GraphQL category(id)). */
  fetchCategory(categoryId: number): Promise<Category | null>;
  /** One retailer, or null when unknown (GraphQL retailerNode(id)). */
  fetchRetailer(retailerId: number): Promise<Retailer | null>;
  /** Retailers by id, in the order asked, unknown ids left out (fetchGenericRetailers). */
  fetchRetailers(retailerIds: readonly number[]): Promise<Retailer[]>;
  /** Whether an unknown-here retailer exists on another platform (the mobile app). */
  isAvailableOnOtherPlatform(retailerId: number): Promise<boolean>;
  /** Signed in only: the home page's recommended retailers, best first (default limit 12). */
  fetchHomeRecommendedRetailers(limit: number): Promise<Retailer[]>;
  /** The home page's seasonal banner (placement HOMESEASONAL), or null. */
  fetchHomeSeasonalBanner(): Promise<Banner | null>;
  fetchRetailerBanners(retailerId: number): Promise<Banner[]>;
  /** Category banners; empty unless the answer is a 200 with a non-empty list (001 §5). */
  fetchCategoryBanners(categoryIds: readonly number[]): Promise<Banner[]>;
  /** Signed in only. Most recent first. */
  fetchRecentlyViewedRetailers(): Promise<Retailer[]>;
  /** Signed in only: records a retailer-page view. */
  retailerViewed(retailerId: number): Promise<void>;
}

export type CatalogueCall = keyof CatalogueGateway;

/** The calls the shell and the first page make; the rest (CataloguePageCalls) can load later. */
export type CatalogueStartupCall = 'fetchCategoriesWithRetailers' | 'fetchHomeRecommendedRetailers' | 'fetchHomeSeasonalBanner';
export type CataloguePageCalls = Omit<CatalogueGateway, CatalogueStartupCall>;
