import { makeAutoObservable } from 'mobx';
import type { ExtensionPort } from '../../adapters/extension/ExtensionPort';
import { Loadable } from './base/Loadable';

/** Whether the browser extension is installed, and its version (null until known or when absent). */
export class ExtensionStore {
  /** The detection: the installed version, null when there is none. */
  readonly detection = new Loadable<string | null>(null);

  constructor(private readonly deps: { extension: ExtensionPort }) {
    makeAutoObservable<ExtensionStore, 'deps'>(this, { deps: false, detection: false }, { autoBind: true });
  }

  get version(): string | null {
    return this.detection.value;
  }

  /** The detection has answered (an extension banner waits for it). */
  get detected(): boolean {
    return this.detection.isReady;
  }

  async detect(): Promise<void> {
    await this.detection.run(() => this.deps.extension.detectVersion(), 'the extension could not be detected');
  }

  /** Tells the extension the shopper signed out (it keeps its own view of the session). Never throws. */
  notifyLogout(): Promise<void> {
    return this.deps.extension.notifyLogout();
  }
}
