import { makeAutoObservable } from 'mobx';
import { isNetworkFailure } from '../../domain/platform/networkFailure';

/**
 * Whether the app can reach its services, and whether a new version of the app is waiting (issue 19). Fed by the
 * browser's online/offline events (startApp), by every API call's outcome (main.tsx: a call that fails for lack
 * of network means offline even when navigator.onLine says otherwise; the next answer means online again) and
 * by the service worker's registration (registerServiceWorker).
 */
export class ConnectivityStore {
  /** What the browser says (navigator.onLine and its events). */
  private browserOnline: boolean;
  /** The last call failed for lack of network (the browser may think it is online: a dead Wi-Fi, a captive portal). */
  private callsFailing = false;
  /** A new version of the app is installed and waits for the shopper's consent. */
  isUpdateWaiting = false;
  private acceptUpdateCallback: (() => void) | null = null;

  constructor(deps: { initiallyOnline?: boolean } = {}) {
    this.browserOnline = deps.initiallyOnline ?? true;
    makeAutoObservable<this, 'acceptUpdateCallback' | 'browserOnline' | 'callsFailing'>(
      this,
      { acceptUpdateCallback: false, browserOnline: true, callsFailing: true },
      { autoBind: true },
    );
  }

  /** Offline when the browser says so, or while calls fail for lack of network (a cached answer proves nothing). */
  get isOnline(): boolean {
    return this.browserOnline && !this.callsFailing;
  }

  /** The browser's state; coming back online clears a call failure (the next call tells again). */
  setOnline(online: boolean): void {
    this.browserOnline = online;
    if (online) this.callsFailing = false;
  }

  /** A call's outcome: an answer (any status) proves the network; a network failure disproves it. */
  requestSettled(error?: unknown): void {
    if (error === undefined) this.callsFailing = false;
    else if (isNetworkFailure(error)) this.callsFailing = true;
  }

  /** A new version is installed and waits; `accept` activates it and reloads the page. */
  offerUpdate(accept: () => void): void {
    this.acceptUpdateCallback = accept;
    this.isUpdateWaiting = true;
  }

  /** The shopper's consent to the new version: nothing reloads without it. */
  acceptUpdate(): void {
    const accept = this.acceptUpdateCallback;
    this.acceptUpdateCallback = null;
    this.isUpdateWaiting = false;
    accept?.();
  }
}
