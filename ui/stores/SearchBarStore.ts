import { makeAutoObservable } from 'mobx';
import type { Retailer } from '../../domain';

/**
 * The header search bar's shell (000 §2 "Search bar", §4 "Search"): the typed query and the optional
 * retailer pill. SKELETON: the header work fills it in; type-ahead and results are the search issue's.
 */
export class SearchBarStore {
  query = '';
  /** The retailer page's retailer, when the bar searches within it. */
  retailerContext: Pick<Retailer, 'id' | 'name' | 'offerCount'> | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The retailer page reports its retailer (or null when leaving). */
  setRetailerContext(retailer: Pick<Retailer, 'id' | 'name' | 'offerCount'> | null): void {
    this.retailerContext = retailer;
  }
}
