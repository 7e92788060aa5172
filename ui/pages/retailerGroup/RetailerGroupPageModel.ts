import type { Retailer } from '../../../domain/retailers/Retailer';
import { filterRetailers } from '../../../domain/retailers/filterRetailers';
import type { Loadable } from '../../stores/base/Loadable';
import type { Stores } from '../../stores/Stores';

/**
 * A retailer group page (/retailers/groups/:retailerGroupName?ids=1&ids=2, 000 §2): the group's retailers as a
 * gallery, from RetailerGroupStore (filled by the route's loader). The guard already sends a group without ids
 * to /retailers.
 */
export class RetailerGroupPageModel {
  constructor(private readonly stores: Stores) {}

  get retailerList(): Loadable<Retailer[]> {
    return this.stores.retailerGroup.retailerList;
  }

  get retailers(): Retailer[] {
    return filterRetailers(this.retailerList.value, this.stores.flags.retailerListRules);
  }

  /** The group's own name when its retailers carry it, else the name in the path. */
  get title(): string {
    return this.stores.retailerGroup.title;
  }
}
