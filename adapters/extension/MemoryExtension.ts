import type { AffiliateLaunch } from '../../domain/launch/affiliateLaunch';
import { EXTENSION_ACTION, type ExtensionMessage } from '../../domain/launch/extensionMessage';
import type { ExtensionPort } from './ExtensionPort';

/** The in-memory twin: an extension of `version` (none when null) that records the messages the app sends. */
export class MemoryExtension implements ExtensionPort {
  /** The launch and logout messages sent, oldest first (sent whether or not an extension is installed). */
  readonly sent: ExtensionMessage[] = [];

  constructor(public version: string | null = null) {}

  async detectVersion(): Promise<string | null> {
    return this.version;
  }

  async affiliateLaunch(launch: AffiliateLaunch): Promise<void> {
    this.sent.push({ action: EXTENSION_ACTION.AFFILIATE_LAUNCH, payload: launch });
  }

  async notifyLogout(): Promise<void> {
    this.sent.push({ action: EXTENSION_ACTION.LOGOUT });
  }
}
