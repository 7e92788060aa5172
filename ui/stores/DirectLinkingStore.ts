import { makeAutoObservable, runInAction } from 'mobx';
import type { DirectLinkingGateway } from '../../adapters/directLinking/DirectLinkingGateway';
import type { ExternalNavigation } from '../../adapters/location/ExternalNavigation';
import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';
import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';
import { RETAILER_ID } from '../../domain/constants/retailers';
import type { FormOutcome } from '../flows/formOutcome';
import { finishDirectLink, finishMfaLink, startDirectLink, type MfaField } from '../flows/linkDirectAccount';
import type { AccountLinksStore } from './AccountLinksStore';
import type { AuthStore } from './AuthStore';
import type { RouterStore } from './RouterStore';

/** What the direct link is doing: a call in flight disables its buttons (a double click sends once). */
export type DirectLinkPhase = 'idle' | 'starting' | 'finishing';

/**
 * The retailer links finished outside the credential form (001 §4, §7): retailer 1408's OAuth link (start and
 * leave for the retailer's sign-in, finish on the page it returns to) and the multi-factor code of a link waiting
 * for one (1144). The links themselves live in AccountLinksStore (their one owner): this store adopts what the
 * service answered into it.
 */
export class DirectLinkingStore {
  phase: DirectLinkPhase = 'idle';
  /** Why the last return could not finish the link (a forged or declined return, a refused link). */
  returnFailure: string | null = null;
  /** A multi-factor code is in flight (a double submit sends once). */
  sendingCode = false;
  /** The link page the finished return left its query for: the loader's run for it has nothing left to do. */
  private returnedTo: string | null = null;

  constructor(
    private readonly deps: {
      gateway: DirectLinkingGateway;
      storage: KeyValueStorage;
      externalNavigation: ExternalNavigation;
      router: Pick<RouterStore, 'pathname' | 'search' | 'path' | 'navigate'>;
      auth: Pick<AuthStore, 'customerId'>;
      accountLinks: Pick<AccountLinksStore, 'read' | 'adoptLink'>;
    },
  ) {
    makeAutoObservable<DirectLinkingStore, 'deps' | 'returnedTo'>(this, { deps: false, returnedTo: false }, { autoBind: true });
  }

  /**
   * The 1408 link page's loader: finishes a return in the URL (then removes its code and state from the URL: a
   * reload must not replay them), else reads the shopper's link.
   */
  async openLinkPage(): Promise<void> {
    const { router, accountLinks } = this.deps;
    if (this.returnedTo === router.path) {
      this.returnedTo = null;
      return;
    }
    this.returnedTo = null;
    this.phase = 'finishing';
    const finished = await finishDirectLink(new URLSearchParams(router.search), this.deps);
    runInAction(() => (this.phase = 'idle'));
    if (finished === null) {
      this.dismissReturnFailure();
      await accountLinks.read(RETAILER_ID.DIRECT_INTEGRATION);
      return;
    }
    this.returnedTo = router.pathname;
    router.navigate(router.pathname, { replace: true });
    runInAction(() => {
      if (finished.ok) {
        accountLinks.adoptLink(finished.value);
        this.returnFailure = null;
      } else this.returnFailure = finished.message;
    });
    if (!finished.ok) await accountLinks.read(RETAILER_ID.DIRECT_INTEGRATION);
  }

  /** Leaves for the retailer's sign-in, which returns the browser to this page; answers the failure's message, else null. */
  async startLink(): Promise<string | null> {
    if (this.phase !== 'idle') return null;
    this.phase = 'starting';
    this.returnFailure = null;
    const { externalNavigation, router } = this.deps;
    const started = await startDirectLink(router.pathname, { ...this.deps, leave: (url) => externalNavigation.replace(url) });
    // On success the page is leaving: the phase stays, keeping the button disabled until it has.
    if (started.ok) return null;
    runInAction(() => (this.phase = 'idle'));
    return started.message;
  }

  dismissReturnFailure(): void {
    this.returnFailure = null;
  }

  /** Sends the multi-factor code of a link waiting for it (1144); the accepted link is adopted. */
  async sendMfaCode(retailerId: number, code: string): Promise<FormOutcome<RetailerAccountLink, MfaField>> {
    const customerId = this.deps.auth.customerId;
    // Nothing to send for nobody, or twice: no message either (the step shows only to a signed-in shopper).
    if (this.sendingCode || !customerId) return { ok: false, fields: {}, message: null, status: null };
    this.sendingCode = true;
    const outcome = await finishMfaLink({ customerId, retailerId, code }, this.deps);
    runInAction(() => {
      this.sendingCode = false;
      if (outcome.ok) this.deps.accountLinks.adoptLink(outcome.value);
    });
    return outcome;
  }

  /** Sign-out: a return's failure was the previous shopper's. */
  clear(): void {
    this.returnFailure = null;
    this.returnedTo = null;
  }
}
