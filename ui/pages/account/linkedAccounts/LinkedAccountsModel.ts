import { makeAutoObservable, runInAction } from 'mobx';
import { retailerLinkPath } from '../../../../domain/browsing/paths';
import { retailerLinkCopy } from '../../../../domain/browsing/retailerLinkCopy';
import { MESSAGES } from '../../../../domain/constants/messages';
import type { Retailer } from '../../../../domain/retailers/Retailer';
import { RETAILER_LINK_BUTTON_LABEL } from '../../../../domain/retailers/linkButton';
import { retailerLinkState, type RetailerLinkState } from '../../../../domain/retailers/linkState';
import { Loadable } from '../../../stores/base/Loadable';
import type { RootStore } from '../../../stores/RootStore';
import { LINKED_ACCOUNTS_COPY as COPY } from './copy';

export interface LinkedAccountRow {
  retailer: Retailer;
  state: RetailerLinkState;
  /** Verified, Pending (001 §3), else ours. */
  label: string;
  /** The link page, under the label the state asks for (Link, Try again, Finish linking account, Relink). */
  linkAction: { label: string; href: string };
  /** Unlink (also how a pending or failed link is cancelled); null when there is nothing to unlink. */
  canUnlink: boolean;
  busy: boolean;
  /** The unlink failure (001 §8), until the next attempt. */
  error: string | null;
}

const LINK_ACTION_LABEL: Record<RetailerLinkState, string> = {
  unlinked: RETAILER_LINK_BUTTON_LABEL.LINK,
  failed: RETAILER_LINK_BUTTON_LABEL.TRY_AGAIN,
  actionRequired: MESSAGES.MFA_REQUIRED,
  linked: COPY.RELINK,
  pending: COPY.RELINK,
};

/**
 * The account area's linked retailer accounts (the unified-account-linking-retailers flag's retailers, 001 §2,
 * §3): each with its state label, a link to the link page and Unlink (asked to confirm first). The documents name
 * no account panel for it, so it is a section of the Profile tab. AccountLinksStore owns the links.
 */
export class LinkedAccountsModel {
  readonly retailers = new Loadable<Retailer[]>([]);
  errors = new Map<number, string>();
  /** The retailer whose unlink waits for the shopper's confirmation. */
  confirming: Retailer | null = null;

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<LinkedAccountsModel, 'stores'>(this, { stores: false, retailers: false }, { autoBind: true });
  }

  get retailerIds(): readonly number[] {
    return this.stores.flags.retailerLinkingLists.unifiedAccountLinkingRetailerIds;
  }

  async load(): Promise<void> {
    const ids = this.retailerIds;
    await Promise.all([
      this.retailers.run(() => this.stores.ports.catalogue.fetchRetailers(ids), MESSAGES.DEFAULT_ERROR),
      this.stores.accountLinks.readAll(),
    ]);
  }

  get status(): 'loading' | 'ready' | 'error' {
    const links = this.stores.accountLinks.all.status;
    if (this.retailers.status === 'error' || links === 'error') return 'error';
    return this.retailers.status === 'ready' && links === 'ready' ? 'ready' : 'loading';
  }

  get rows(): LinkedAccountRow[] {
    const links = this.stores.accountLinks;
    const byRetailer = new Map(links.all.links.map((link) => [link.retailerId, link]));
    return this.retailers.value.map((retailer) => {
      const link = byRetailer.get(retailer.id);
      const state = link ? retailerLinkState(link.status, link.retailerId, link.locked === true) : 'unlinked';
      return {
        retailer,
        state,
        label: retailerLinkCopy(state).badge ?? (state === 'failed' ? COPY.FAILED : state === 'actionRequired' ? COPY.ACTION_REQUIRED : COPY.NOT_LINKED),
        linkAction: { label: LINK_ACTION_LABEL[state], href: retailerLinkPath(retailer) },
        canUnlink: link !== undefined,
        busy: links.isBusy(retailer.id),
        error: this.errors.get(retailer.id) ?? null,
      };
    });
  }

  askToUnlink(retailer: Retailer): void {
    this.confirming = retailer;
  }

  keepLinked(): void {
    this.confirming = null;
  }

  /** Unlinks the retailer awaiting confirmation; a failure shows on its row. */
  async confirmUnlink(): Promise<void> {
    const retailer = this.confirming;
    if (!retailer) return;
    this.confirming = null;
    this.errors.delete(retailer.id);
    const failure = await this.stores.accountLinks.unlink(retailer.id);
    if (failure) runInAction(() => this.errors.set(retailer.id, failure));
  }
}
