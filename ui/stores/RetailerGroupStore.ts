import { makeAutoObservable } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import { retailerGroupTitle } from '../../domain/browsing/retailerGroupName';
import * as MESSAGES from '../../domain/constants/messages';
import type { Retailer } from '../../domain/retailers/Retailer';
import { parseNumericId } from '../../domain/values/numericId';
import { Loadable } from './base/Loadable';

/** A retailer group page's retailers (/retailers/groups/:retailerGroupName?ids=…, 000 §2), by the ids in its URL. */
export class RetailerGroupStore {
  readonly retailerList = new Loadable<Retailer[]>([]);
  /** The group's name as its path writes it (the title until its retailers name the group). */
  nameParam = '';

  constructor(private readonly deps: { gateway: CatalogueGateway }) {
    makeAutoObservable<RetailerGroupStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** The group's own name when its retailers carry it, else the name in the path (retailerGroupTitle). */
  get title(): string {
    return retailerGroupTitle(this.retailerList.value, this.nameParam);
  }

  /** Loads the retailers `idParams` name (each once; anything but a plain id left out). Answers whether this load's answer was kept. */
  load(nameParam: string | undefined, idParams: readonly string[]): Promise<boolean> {
    const ids = [...new Set(idParams.map(parseNumericId).filter((id) => id !== null))];
    this.nameParam = nameParam ?? '';
    this.retailerList.reset();
    return this.retailerList.run(() => this.deps.gateway.fetchRetailers(ids), MESSAGES.RETAILERS_FETCH_FAILED);
  }
}
