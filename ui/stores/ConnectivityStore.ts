import { makeAutoObservable } from 'mobx';
import { isNetworkFailure } from '../../domain/platform/networkFailure';

/**
 * Whether the app can reach its services, and whether a new version of the app is waiting (issue 19). Fed by the
 * browser's online/offline events (startApp), by every API call's outcome (main.tsx: a call that fails for lack
 * of network means offline even when navigator.onLine says otherwise; the next answer means online again) and
 * by the service worker's registration (registerServiceWorker).
 */
export class ConnectivityStore {
  isOnline: boolean;
  /** A new version of the app is installed and waits for the shopper's consent. */
  isUpdateWaiting = false;
  private acceptUpdateCallback: (() => void) | null = null;

  constructor(initiallyOnline = true) {
    this.isOnline = initiallyOnline;
    makeAutoObservable<this, 'acceptUpdateCallback'>(this, { acceptUpdateCallback: false }, { autoBind: true });
  }

  setOnline(online: boolean): void {
    this.isOnline = online;
  }

  /** A call's outcome: an answer (any status) proves the network; a network failure disproves it. */
  requestSettled(error?: unknown): void {
    if (error === undefined) this.isOnline = true;
    else if (isNetworkFailure(error)) this.isOnline = false;
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
