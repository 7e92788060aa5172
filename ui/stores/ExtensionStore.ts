import { makeAutoObservable, runInAction } from 'mobx';
import type { ExtensionPort } from '../../adapters/extension/ExtensionPort';

/** Whether the browser extension is installed, and its version (null until known or when absent). */
export class ExtensionStore {
  version: string | null = null;
  detected = false;

  constructor(private readonly deps: { extension: ExtensionPort }) {
    makeAutoObservable<ExtensionStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  async detect(): Promise<void> {
    const version = await this.deps.extension.detectVersion();
    runInAction(() => {
      this.version = version;
      this.detected = true;
    });
  }

  /** Tells the extension the shopper signed out (it keeps its own view of the session). Never throws. */
  notifyLogout(): Promise<void> {
    return this.deps.extension.notifyLogout();
  }
}
