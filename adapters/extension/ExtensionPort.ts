import type { AffiliateLaunch } from '../../domain/launch/affiliateLaunch';

/**
 * The port to the Clipback browser extension (Chrome, Edge, Safari): whether it is installed (its version),
 * and the messages the app sends it (000 §7 "Extension messages"). No method ever throws: with no extension
 * installed, or one that does not answer, everything else still works.
 */
export interface ExtensionPort {
  /** The installed extension's version, or null when none answers. */
  detectVersion(): Promise<string | null>;
  /** Tells the extension about an affiliate launch (`webV2AffiliateLaunch`, 000 §4 step 7). */
  affiliateLaunch(launch: AffiliateLaunch): Promise<void>;
  /** Tells the extension the shopper signed out. */
  notifyLogout(): Promise<void>;
}
