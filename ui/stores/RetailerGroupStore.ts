import { makeAutoObservable } from 'mobx';
import { MESSAGES } from '../../domain/constants/messages';
import { filterRetailers } from '../../domain/retailers/filterRetailers';
import type { Retailer } from '../../domain/retailers/Retailer';
import { parseNumericId } from '../../domain/values/numericId';
import { retailerGroupTitle } from '../../domain/browsing/retailerGroupName';
import { Loadable } from './Loadable';
import type { RootStore } from './RootStore';

/**
 * A retailer group page (/retailers/groups/:retailerGroupName?ids=1&ids=2, 000 §2): the group's retailers as a
 * gallery. The guard already sends a group without ids to /retailers.
 */
export class RetailerGroupStore {
  readonly retailerList = new Loadable<Retailer[]>([]);
  private nameParam = '';
  private loadedKey: string | null = null;

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<RetailerGroupStore, 'stores' | 'loadedKey'>(this, { stores: false, loadedKey: false }, { autoBind: true });
  }

  get retailers(): Retailer[] {
    return filterRetailers(this.retailerList.value, this.stores.flags.retailerListRules);
  }

  /** The group's own name when its retailers carry it, else the name in the path (retailerGroupTitle). */
  get title(): string {
    return retailerGroupTitle(this.retailerList.value, this.nameParam);
  }

  async load(nameParam: string | undefined, idParams: readonly string[]): Promise<void> {
    const ids = [...new Set(idParams.map(parseNumericId).filter((id) => id !== null))];
    const key = `${nameParam}|${ids.join(',')}`;
    if (key === this.loadedKey && this.retailerList.status !== 'error') return;
    this.loadedKey = key;
    this.nameParam = nameParam ?? '';
    const { ports, routeHistory, toasts } = this.stores;
    routeHistory.setPageContext({ title: this.title });
    const loaded = await this.retailerList.run(() => ports.catalogue.fetchRetailers(ids), MESSAGES.RETAILERS_FETCH_FAILED);
    if (loaded) routeHistory.setPageContext({ title: this.title });
    else if (this.retailerList.status === 'error') toasts.error(this.retailerList.error ?? MESSAGES.RETAILERS_FETCH_FAILED);
  }
}
