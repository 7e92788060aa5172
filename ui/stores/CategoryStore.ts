import { makeAutoObservable } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import type { Banner } from '../../domain/banners/Banner';
import { isListedCategoryId } from '../../domain/browsing/categoryRetailers';
import type { Category } from '../../domain/categories/Category';
import * as MESSAGES from '../../domain/constants/messages';
import type { Retailer } from '../../domain/retailers/Retailer';
import { parseNumericId } from '../../domain/values/numericId';
import { LatestLoad } from './base/LatestLoad';
import { Loadable } from './base/Loadable';

/**
 * The category a category page shows (000 §2): the category (ready with null when there is no such listed
 * category), then its retailers and banners. A newer load wins over one still in flight.
 */
export class CategoryStore {
  readonly category = new Loadable<Category | null>(null);
  readonly retailerList = new Loadable<Retailer[]>([]);
  readonly banners = new Loadable<Banner[]>([]);
  private readonly latest = new LatestLoad();

  constructor(private readonly deps: { gateway: CatalogueGateway }) {
    makeAutoObservable<CategoryStore, 'deps' | 'latest'>(this, { deps: false, latest: false }, { autoBind: true });
  }

  /** No listed category has the route's id (an unknown one, 485, a non-numeric id). */
  get notFound(): boolean {
    return this.category.status === 'ready' && this.category.value === null;
  }

  /**
   * Loads the category `categoryIdParam` names (its retailers and banners reset, for loadContents). Answers
   * whether this load is still the latest (its answer was kept).
   */
  async load(categoryIdParam: string | undefined): Promise<boolean> {
    const isLatest = this.latest.start();
    this.retailerList.reset();
    this.banners.reset();
    const categoryId = parseNumericId(categoryIdParam);
    if (categoryId === null || !isListedCategoryId(categoryId)) {
      this.category.set(null);
      return true;
    }
    await this.category.run(() => this.deps.gateway.fetchCategory(categoryId), MESSAGES.CATEGORY_LOAD_FAILED);
    return isLatest();
  }

  /** The loaded category's retailers and banners, together. Answers whether the category is still the latest. */
  async loadContents(): Promise<boolean> {
    const isLatest = this.latest.start();
    const category = this.category.value;
    if (!category) return isLatest();
    const { gateway } = this.deps;
    await Promise.all([
      this.retailerList.run(() => gateway.fetchRetailers(category.retailers ?? []), MESSAGES.CATEGORY_LOAD_FAILED),
      // Banners are extra: a failure leaves none.
      this.banners.run(() => gateway.fetchCategoryBanners([category.id]), MESSAGES.DEFAULT_ERROR),
    ]);
    return isLatest();
  }
}
