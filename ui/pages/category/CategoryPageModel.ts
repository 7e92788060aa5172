import type { Banner } from '../../../domain/banners/Banner';
import type { Category } from '../../../domain/categories/Category';
import type { Retailer } from '../../../domain/retailers/Retailer';
import { filterRetailers } from '../../../domain/retailers/filterRetailers';
import type { Loadable } from '../../stores/base/Loadable';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { Stores } from '../../stores/Stores';

/**
 * A category page (/categories/:categoryName/:categoryId, 000 §2): the category's name, description, banners
 * and retailers after the list rules, from CategoryStore (filled by the route's loader, which sends an unknown
 * category back to /categories).
 */
export class CategoryPageModel {
  constructor(private readonly stores: Stores) {}

  get status(): LoadStatus {
    return this.stores.category.category.status;
  }

  get category(): Category | null {
    return this.stores.category.category.value;
  }

  get retailerList(): Loadable<Retailer[]> {
    return this.stores.category.retailerList;
  }

  get banners(): Loadable<Banner[]> {
    return this.stores.category.banners;
  }

  get retailers(): Retailer[] {
    return filterRetailers(this.retailerList.value, this.stores.flags.retailerListRules);
  }

  get description(): string | null {
    return this.category?.seoLongDescription?.trim() || this.category?.seoShortDescription?.trim() || null;
  }

  /**
   * The banners and the retailer list show together, once both have answered (the banners only while the banner
   * flag is on): the banners sit above the list, so whichever answered last would otherwise move the other.
   */
  get contentLoading(): boolean {
    return this.retailerList.isLoading || (this.stores.flags.bannersOn && this.banners.isLoading);
  }

  get showsBanners(): boolean {
    return this.stores.flags.bannersOn && this.banners.value.length > 0;
  }
}
