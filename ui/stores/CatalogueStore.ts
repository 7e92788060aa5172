import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogueGateway, CategoryWithRetailers } from '../../adapters/catalogue/CatalogueGateway';
import { sortCategoriesForMenu } from '../../domain/categories/sortOrder';
import { MESSAGES } from '../../domain/constants/messages';
import type { Retailer } from '../../domain/retailers/Retailer';
import { listedCategories, retailersOfCategories } from '../../domain/browsing/categoryRetailers';
import { errorMessage } from './errorMessage';
import type { LoadStatus } from './Loadable';

export type { LoadStatus } from './Loadable';

/**
 * Categories and their retailers, shared by the header's categories dropdown and the browsing pages (home,
 * categories, retailers gallery). Loaded once per page load; a failed load is retried by the next caller.
 */
export class CatalogueStore {
  categories: CategoryWithRetailers[] = [];
  categoriesStatus: LoadStatus = 'idle';
  categoriesError: string | null = null;
  private pending: Promise<void> | null = null;

  constructor(private readonly gateway: CatalogueGateway) {
    makeAutoObservable<CatalogueStore, 'gateway' | 'pending'>(this, { gateway: false, pending: false }, { autoBind: true });
  }

  /** Hot Deals first, then by name (000 §2 categories dropdown). */
  get menuCategories(): CategoryWithRetailers[] {
    return sortCategoriesForMenu(this.categories);
  }

  /** The categories pages list: the fixed sort order, category 485 left out (000 §3, §5). */
  get listedCategories(): CategoryWithRetailers[] {
    return listedCategories(this.categories);
  }

  /** Every retailer of the listed categories, once each, by name (before the list rules). */
  get allRetailers(): Retailer[] {
    return retailersOfCategories(this.categories);
  }

  category(categoryId: number): CategoryWithRetailers | undefined {
    return this.categories.find((category) => category.id === categoryId);
  }

  /**
   * Loads the categories once; later calls reuse them, concurrent calls share one request, and a call after a
   * failure tries again. The error is the gateway's message, else 'Encountered an error. Please refresh the
   * page.' (000 §8).
   */
  loadCategories(): Promise<void> {
    if (this.categoriesStatus === 'ready') return Promise.resolve();
    if (this.pending) return this.pending;
    this.categoriesStatus = 'loading';
    this.categoriesError = null;
    this.pending = this.gateway.fetchCategoriesWithRetailers().then(
      (categories) =>
        runInAction(() => {
          this.categories = categories;
          this.categoriesStatus = 'ready';
          this.pending = null;
        }),
      (error: unknown) =>
        runInAction(() => {
          this.categoriesStatus = 'error';
          this.categoriesError = errorMessage(error, MESSAGES.CATEGORY_LOAD_FAILED);
          this.pending = null;
        }),
    );
    return this.pending;
  }
}
