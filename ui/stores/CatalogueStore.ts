import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogueGateway, CategoryWithRetailers } from '../../adapters/catalogue';
import { MESSAGES, sortCategoriesForMenu } from '../../domain';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Categories and retailers as the browsing pages and the header's categories dropdown show them.
 * (Skeleton: the browsing pages extend it with retailers, the gallery and the retailer page.)
 */
export class CatalogueStore {
  categories: CategoryWithRetailers[] = [];
  categoriesStatus: LoadStatus = 'idle';
  categoriesError: string | null = null;

  constructor(private readonly gateway: CatalogueGateway) {
    makeAutoObservable<CatalogueStore, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  /** Hot Deals first, then by name (000 §2 categories dropdown). */
  get menuCategories(): CategoryWithRetailers[] {
    return sortCategoriesForMenu(this.categories);
  }

  /** Loads the categories once; later calls reuse them. */
  async loadCategories(): Promise<void> {
    if (this.categoriesStatus === 'loading' || this.categoriesStatus === 'ready') return;
    this.categoriesStatus = 'loading';
    try {
      const categories = await this.gateway.fetchCategoriesWithRetailers();
      runInAction(() => {
        this.categories = categories;
        this.categoriesStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.categoriesStatus = 'error';
        this.categoriesError = error instanceof Error && error.message ? error.message : MESSAGES.CATEGORY_LOAD_FAILED;
      });
    }
  }
}
