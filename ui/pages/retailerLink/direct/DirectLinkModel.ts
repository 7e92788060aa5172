import { makeAutoObservable, runInAction } from 'mobx';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { isDirectIntegrationLinked } from '../../../../domain/retailers/linkState';
import type { Stores } from '../../../stores/Stores';

/** What the section is doing: a call in flight disables its buttons (a double click sends once). */
export type DirectLinkSectionPhase = 'idle' | 'starting' | 'finishing' | 'unlinking';
/** An outcome the linked state alone does not tell: the link removed here. */
export type DirectLinkNotice = 'unlinked' | null;

/**
 * The direct link's section (retailer 1408): the link as AccountLinksStore (its one owner) holds it, starting
 * the link (the direct-linking store leaves for the retailer's sign-in; the route's loader finishes its return)
 * and unlinking.
 */
export class DirectLinkModel {
  /** A failed start or unlink. */
  actionError: string | null = null;
  notice: DirectLinkNotice = null;

  constructor(private readonly stores: Stores) {
    makeAutoObservable<DirectLinkModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  get phase(): DirectLinkSectionPhase {
    if (this.stores.accountLinks.isBusy(RETAILER_ID.DIRECT_INTEGRATION)) return 'unlinking';
    return this.stores.directLinking.phase;
  }

  /** What went wrong last: this page's start or unlink, else the return the page opened with. */
  get error(): string | null {
    return this.actionError ?? this.stores.directLinking.returnFailure;
  }

  /** undefined until the link is read. */
  get isLinked(): boolean | undefined {
    const link = this.stores.accountLinks.linkAt(RETAILER_ID.DIRECT_INTEGRATION);
    return link === undefined ? undefined : isDirectIntegrationLinked(link?.status);
  }

  /** The shopper's link is being read. */
  get checking(): boolean {
    return this.stores.accountLinks.status(RETAILER_ID.DIRECT_INTEGRATION) === 'loading';
  }

  get busy(): boolean {
    return this.phase !== 'idle';
  }

  /** Leaves for the retailer's sign-in; it returns the browser to this page. */
  async link(): Promise<void> {
    if (this.busy) return;
    this.actionError = null;
    this.notice = null;
    const failure = await this.stores.directLinking.startLink();
    runInAction(() => (this.actionError = failure));
  }

  async unlink(): Promise<void> {
    if (this.busy) return;
    this.actionError = null;
    this.notice = null;
    this.stores.directLinking.dismissReturnFailure();
    // The store unlinks through the direct integration's call and forgets 1408 and 4.
    const failure = await this.stores.accountLinks.unlink(RETAILER_ID.DIRECT_INTEGRATION);
    runInAction(() => {
      if (failure === null) this.notice = 'unlinked';
      else this.actionError = failure;
    });
  }
}
