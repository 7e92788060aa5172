import { makeAutoObservable, runInAction } from 'mobx';
import { retailerLinkPath } from '../../../../domain/browsing/paths';
import { retailerLinkCopy } from '../../../../domain/browsing/retailerLinkCopy';
import * as MESSAGES from '../../../../domain/constants/messages';
import type { Retailer } from '../../../../domain/retailers/Retailer';
import { MFA_REQUIRED, RETAILER_LINK_BUTTON_LABEL } from '../../../../domain/retailers/linkButtonLabels';
import { retailersClearedByUnlink } from '../../../../domain/retailers/linkedAccountsList';
import { retailerLinkState, type RetailerLinkState } from '../../../../domain/retailers/linkState';
import type { Loadable } from '../../../stores/base/Loadable';
import type { LoadStatus } from '../../../stores/base/LoadStatus';
import type { Stores } from '../../../stores/Stores';
import { LINKED_ACCOUNTS_COPY as COPY } from './copy';

/** What a row needs of its retailer (a linked retailer the catalogue no longer answers keeps a row, to unlink it). */
export type ListedRetailer = Pick<Retailer, 'id' | 'name'>;

export interface LinkedAccountRow {
  retailer: ListedRetailer;
  state: RetailerLinkState;
  /** Verified, Pending (001 §3), else ours. */
  label: string;
  /** The link page, under the label the state asks for (Link, Try again, Finish linking account, Relink). */
  linkAction: { label: string; href: string };
  /** Unlink (also how a pending or failed link is cancelled); false when there is nothing to unlink. */
  canUnlink: boolean;
  busy: boolean;
  /** The unlink failure (001 §8), until the next attempt. */
  error: string | null;
}

const LINK_ACTION_LABEL: Record<RetailerLinkState, string> = {
  unlinked: RETAILER_LINK_BUTTON_LABEL.LINK,
  failed: RETAILER_LINK_BUTTON_LABEL.TRY_AGAIN,
  actionRequired: MFA_REQUIRED,
  linked: COPY.RELINK,
  pending: COPY.RELINK,
};

/** The last unlink that went through, for the section's message (failures show on their row). */
export interface UnlinkNotice {
  retailerName: string;
  /** The other retailers it unlinked with it (1408 takes 4, 001 §4). */
  alsoUnlinked: string[];
}

/**
 * The account area's linked retailer accounts (001 §2, §3; the documents name no account panel for it, so it is
 * a section of the Profile tab): every retailer the shopper has a link at, by any method, then the
 * unified-account-linking flag's retailers (linkedAccountsListIds). Each row has its state label, a link to the
 * link page and Unlink, asked to confirm first. AccountLinksStore owns the links; the rows stay listed after an
 * unlink, then offer Link.
 */
export class LinkedAccountsModel {
  errors = new Map<number, string>();
  notice: UnlinkNotice | null = null;
  /** The retailer whose unlink waits for the shopper's confirmation. */
  confirming: ListedRetailer | null = null;

  constructor(private readonly stores: Stores) {
    makeAutoObservable<LinkedAccountsModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  /** The retailers listed, in order (LinkedAccountsStore, filled by the profile panel's loader). */
  private get listedIds(): number[] {
    return this.stores.linkedAccounts.listedIds;
  }

  private get retailers(): Loadable<Retailer[]> {
    return this.stores.linkedAccounts.retailers;
  }

  get status(): LoadStatus {
    const links = this.stores.accountLinks.all.status;
    if (this.retailers.status === 'error' || links === 'error') return 'error';
    return this.retailers.status === 'ready' && links === 'ready' ? 'ready' : 'loading';
  }

  private retailerNamed(id: number): ListedRetailer {
    return this.retailers.value.find((retailer) => retailer.id === id) ?? { id, name: COPY.unknownRetailer(id) };
  }

  get rows(): LinkedAccountRow[] {
    const links = this.stores.accountLinks;
    const byRetailer = new Map(links.all.links.map((link) => [link.retailerId, link]));
    return this.listedIds.map((id) => {
      const retailer = this.retailerNamed(id);
      const link = byRetailer.get(id);
      const state = link ? retailerLinkState(link.status, link.retailerId, link.locked === true) : 'unlinked';
      return {
        retailer,
        state,
        label: retailerLinkCopy(state).badge ?? (state === 'failed' ? COPY.FAILED : state === 'actionRequired' ? COPY.ACTION_REQUIRED : COPY.NOT_LINKED),
        linkAction: { label: LINK_ACTION_LABEL[state], href: retailerLinkPath(retailer) },
        canUnlink: link !== undefined,
        busy: links.isBusy(id),
        error: this.errors.get(id) ?? null,
      };
    });
  }

  /** The other listed retailers an unlink of `retailer` takes with it, by name (for the confirmation). */
  alsoUnlinkedBy(retailer: ListedRetailer): string[] {
    const linked = new Set(this.stores.accountLinks.all.links.map((link) => link.retailerId));
    return retailersClearedByUnlink(retailer.id)
      .filter((id) => id !== retailer.id && linked.has(id))
      .map((id) => this.retailerNamed(id).name);
  }

  askToUnlink(retailer: ListedRetailer): void {
    this.confirming = retailer;
  }

  keepLinked(): void {
    this.confirming = null;
  }

  /** Unlinks the retailer awaiting confirmation: the section says so, or its row shows the failure. */
  async confirmUnlink(): Promise<void> {
    const retailer = this.confirming;
    if (!retailer) return;
    const alsoUnlinked = this.alsoUnlinkedBy(retailer);
    this.confirming = null;
    this.notice = null;
    this.errors.delete(retailer.id);
    const failure = await this.stores.accountLinks.unlink(retailer.id);
    runInAction(() => {
      if (failure) this.errors.set(retailer.id, failure);
      else this.notice = { retailerName: retailer.name, alsoUnlinked };
    });
  }
}
