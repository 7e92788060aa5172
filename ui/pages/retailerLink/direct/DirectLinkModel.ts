import { makeAutoObservable, runInAction } from 'mobx';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { isDirectIntegrationLinked } from '../../../../domain/retailers/linkState';
import { finishDirectLink, startDirectLink } from '../../../flows/linkDirectAccount';
import type { RootStore } from '../../../stores/RootStore';

/** What the section is doing: a call in flight disables its buttons (a double click sends once). */
export type DirectLinkPhase = 'idle' | 'starting' | 'finishing' | 'unlinking';
/** An outcome the linked state alone does not tell: the link removed here. */
export type DirectLinkNotice = 'unlinked' | null;

/**
 * The direct link's section (retailer 1408): starts the link and leaves for the retailer's sign-in, finishes it
 * when the page is the link's return (code and state in the query, then removed from the URL), unlinks. The link
 * itself lives in AccountLinksStore (its one owner).
 */
export class DirectLinkModel {
  phase: DirectLinkPhase = 'idle';
  error: string | null = null;
  notice: DirectLinkNotice = null;

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<DirectLinkModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  private get ports() {
    return { gateway: this.stores.ports.directLinking, storage: this.stores.ports.storage };
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

  /** On mount: finishes a return in the URL, else reads the link. */
  async open(): Promise<void> {
    const { router } = this.stores;
    const query = new URLSearchParams(router.search);
    this.phase = 'finishing';
    const finished = await finishDirectLink(query, this.ports);
    runInAction(() => (this.phase = 'idle'));
    if (finished === null) {
      await this.stores.accountLinks.read(RETAILER_ID.DIRECT_INTEGRATION);
      return;
    }
    // The return's code and state are spent: the URL keeps the page, not them (a reload must not replay them).
    router.navigate(router.pathname, { replace: true });
    runInAction(() => {
      if (finished.ok) this.stores.accountLinks.adoptLink(finished.value);
      else this.error = finished.message;
    });
    if (!finished.ok) await this.stores.accountLinks.read(RETAILER_ID.DIRECT_INTEGRATION);
  }

  /** Leaves for the retailer's sign-in; it returns the browser to this page. */
  async link(): Promise<void> {
    if (this.busy) return;
    this.phase = 'starting';
    this.error = null;
    this.notice = null;
    const external = this.stores.ports.externalNavigation;
    const started = await startDirectLink(this.stores.router.pathname, { ...this.ports, leave: (url) => external.replace(url) });
    runInAction(() => {
      // On success the page is leaving: the button stays disabled until it has.
      if (!started.ok) {
        this.phase = 'idle';
        this.error = started.message;
      }
    });
  }

  async unlink(): Promise<void> {
    if (this.busy) return;
    this.phase = 'unlinking';
    this.error = null;
    this.notice = null;
    // The store unlinks through the direct integration's call and forgets 1408 and 4.
    const failure = await this.stores.accountLinks.unlink(RETAILER_ID.DIRECT_INTEGRATION);
    runInAction(() => {
      this.phase = 'idle';
      if (failure === null) this.notice = 'unlinked';
      else this.error = failure;
    });
  }
}
