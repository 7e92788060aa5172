import type { AffiliateLaunch } from './affiliateLaunch';

/**
 * Extension runtime message actions (000 §7 names the launch's). INFERRED: the documents say the app asks
 * the extension for its version and that logout tells it, without naming those actions: the names are ours.
 */
export const EXTENSION_ACTION = {
  AFFILIATE_LAUNCH: 'webV2AffiliateLaunch',
  GET_VERSION: 'getVersion',
  LOGOUT: 'webV2Logout',
} as const;

/** The runtime message telling the extension an affiliate launch happened (000 §4 step 7, §7). */
export interface LaunchExtensionMessage {
  action: typeof EXTENSION_ACTION.AFFILIATE_LAUNCH;
  payload: AffiliateLaunch;
}

/** Every message the app sends the extension: `{ action, payload? }` (000 §7). */
export type ExtensionMessage =
  | LaunchExtensionMessage
  | { action: typeof EXTENSION_ACTION.GET_VERSION }
  | { action: typeof EXTENSION_ACTION.LOGOUT };
