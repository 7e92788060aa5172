import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import * as MESSAGES from '../../domain/constants/messages';
import type { Retailer } from '../../domain/retailers/Retailer';
import { linkedAccountsListIds } from '../../domain/retailers/linkedAccountsList';
import type { AccountLinksStore } from './AccountLinksStore';
import { Loadable } from './base/Loadable';
import type { FlagsStore } from './FlagsStore';

/**
 * The retailers the account area's linked-accounts section lists (001 §2, §3): every retailer the shopper has a
 * link at, by any method, then the unified-account-linking flag's retailers (linkedAccountsListIds), with their
 * names. The links themselves stay AccountLinksStore's; the list is fixed by each load, so a row unlinked
 * meanwhile stays where it was.
 */
export class LinkedAccountsStore {
  /** The retailers listed, in order. */
  listedIds: number[] = [];
  readonly retailers = new Loadable<Retailer[]>([]);

  constructor(
    private readonly deps: {
      catalogue: Pick<CatalogueGateway, 'fetchRetailers'>;
      accountLinks: Pick<AccountLinksStore, 'readAll' | 'all'>;
      flags: Pick<FlagsStore, 'retailerLinkingLists'>;
    },
  ) {
    makeAutoObservable<LinkedAccountsStore, 'deps'>(this, { deps: false, retailers: false }, { autoBind: true });
  }

  /** The profile panel's loader: reads every link, then the listed retailers' names. */
  async load(): Promise<void> {
    const { accountLinks, flags, catalogue } = this.deps;
    if (!(await accountLinks.readAll())) return;
    const linked = accountLinks.all.links.map((link) => link.retailerId);
    const ids = linkedAccountsListIds(linked, flags.retailerLinkingLists.unifiedAccountLinkingRetailerIds);
    runInAction(() => (this.listedIds = ids));
    await this.retailers.run(() => catalogue.fetchRetailers(ids), MESSAGES.DEFAULT_ERROR);
  }

  /** Sign-out: the list was the shopper's. */
  clear(): void {
    this.listedIds = [];
    this.retailers.reset();
  }
}
