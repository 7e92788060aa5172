import { makeAutoObservable } from 'mobx';
import { filterRetailers, FLAG, MESSAGES, type Retailer } from '../../domain';
import { Loadable } from './Loadable';
import type { RootStore } from './RootStore';

const NUMERIC = /^\d+$/;

/** The group's name from its path segment: the slug's underscores read as spaces again. */
export function groupNameFromParam(param: string | undefined): string {
  return (param ?? '').replace(/_/g, ' ').trim();
}

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
    return filterRetailers(this.retailerList.value, { webExcludedRetailerIds: this.stores.flags.value(FLAG.WEB_EXCLUDED_RETAILERS) });
  }

  /** The group's own name when its retailers carry it, else the name in the path. */
  get title(): string {
    const ids = new Set(this.retailerList.value.map((retailer) => retailer.id));
    const group = this.retailerList.value
      .map((retailer) => retailer.retailerGroup)
      .find((candidate) => candidate && candidate.retailerIds.some((id) => ids.has(id)));
    return group?.name || groupNameFromParam(this.nameParam);
  }

  async load(nameParam: string | undefined, idParams: readonly string[]): Promise<void> {
    const ids = [...new Set(idParams.filter((id) => NUMERIC.test(id)).map(Number))];
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
