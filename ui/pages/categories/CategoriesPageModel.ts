import type { CategoryWithRetailers } from '../../../domain/categories/Category';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { Stores } from '../../stores/Stores';

/** The categories page (/categories): every listed category in the fixed sort order (000 §3), from the catalogue store. */
export class CategoriesPageModel {
  constructor(private readonly stores: Stores) {}

  get status(): LoadStatus {
    return this.stores.catalogue.categoriesStatus;
  }

  get error(): string | null {
    return this.stores.catalogue.categoriesError;
  }

  get categories(): CategoryWithRetailers[] {
    return this.stores.catalogue.listedCategories;
  }
}
