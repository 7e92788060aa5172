import type { CategoryWithRetailers } from '../../../domain/categories/Category';
import { MESSAGES } from '../../../domain/constants/messages';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { RootStore } from '../../stores/RootStore';

/** The categories page (/categories): every listed category in the fixed sort order (000 §3). */
export class CategoriesPageModel {
  constructor(private readonly stores: RootStore) {}

  get status(): LoadStatus {
    return this.stores.catalogue.categoriesStatus;
  }

  get categories(): CategoryWithRetailers[] {
    return this.stores.catalogue.listedCategories;
  }

  /** 000 §8 "Category load failure": a toast with the error message, or 'Encountered an error. Please refresh the page.' */
  async load(): Promise<void> {
    const { catalogue, toasts } = this.stores;
    await catalogue.loadCategories();
    if (catalogue.categoriesStatus === 'error') toasts.error(catalogue.categoriesError ?? MESSAGES.CATEGORY_LOAD_FAILED);
  }
}
