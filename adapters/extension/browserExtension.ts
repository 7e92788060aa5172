import { EXTENSION_ACTION, type ExtensionMessage } from '../../domain/launch/extensionMessage';
import type { ExtensionPort } from './ExtensionPort';

/**
 * How long the app waits for an extension to answer a message before going on without it (ours: the documents
 * say only that messages go to the extension). Past it, detection concludes none is installed.
 */
export const EXTENSION_ANSWER_TIMEOUT_MS = 500;

/**
 * The part of `chrome.runtime` a web page can reach when an installed extension lists the page's origin
 * in its externally_connectable manifest key (Chrome and Edge; Safari exposes the same shape).
 */
export interface ExtensionRuntime {
  sendMessage(extensionId: string, message: unknown, callback: (response: unknown) => void): void;
  readonly lastError?: { message?: string } | null | undefined;
}

export interface BrowserExtensionOptions {
  /** The extension ids to message, read at each message: the run-time app config's `extensionIds`. */
  ids: () => Promise<readonly string[]> | readonly string[];
  /** The runtime to message; by default `globalThis.chrome?.runtime`, read at each message. */
  runtime?: () => ExtensionRuntime | null;
  timeoutMs?: number;
}

function defaultRuntime(): ExtensionRuntime | null {
  const runtime = (globalThis as { chrome?: { runtime?: Partial<ExtensionRuntime> } }).chrome?.runtime;
  return runtime && typeof runtime.sendMessage === 'function' ? (runtime as ExtensionRuntime) : null;
}

/** An extension answers its version as a string or as { version } (the answer's shape is ours). */
function versionFrom(response: unknown): string | null {
  const version =
    typeof response === 'string'
      ? response
      : typeof response === 'object' && response !== null
        ? (response as { version?: unknown }).version
        : null;
  return typeof version === 'string' && version.trim() !== '' ? version : null;
}

/** Sends to one extension id; resolves its answer, or null when it is not installed or errs. Never rejects. */
function sendTo(runtime: ExtensionRuntime, extensionId: string, message: ExtensionMessage): Promise<unknown> {
  return new Promise((resolve) => {
    try {
      runtime.sendMessage(extensionId, message, (response) => {
        // Reading lastError marks it handled (Chrome logs "Unchecked runtime.lastError" otherwise).
        resolve(runtime.lastError ? null : (response ?? null));
      });
    } catch {
      // Chrome throws synchronously for an id it cannot message at all.
      resolve(null);
    }
  });
}

/**
 * Messages the Clipback extension through the browser runtime (`chrome.runtime.sendMessage`), at the extension
 * ids the app config names. Each message goes to every id; the first answer counts. No runtime, no ids, an
 * error, or no answer within the timeout: detection answers null, a notice is dropped. Never throws.
 */
export function browserExtension({ ids, runtime = defaultRuntime, timeoutMs = EXTENSION_ANSWER_TIMEOUT_MS }: BrowserExtensionOptions): ExtensionPort {
  /** The first answer `accept` turns into a value, or null once every id failed or the time is up. */
  async function ask<T>(message: ExtensionMessage, accept: (response: unknown) => T | null): Promise<T | null> {
    let current: ExtensionRuntime | null;
    let targets: readonly string[];
    try {
      current = runtime();
      targets = current ? await ids() : [];
    } catch {
      return null;
    }
    if (!current || targets.length === 0) return null;
    const messaged = current;
    return new Promise<T | null>((resolve) => {
      let pending = targets.length;
      const timer = setTimeout(() => resolve(null), timeoutMs);
      for (const id of targets) {
        void sendTo(messaged, id, message).then((response) => {
          pending -= 1;
          const value = response === null ? null : accept(response);
          if (value !== null || pending === 0) {
            clearTimeout(timer);
            resolve(value);
          }
        });
      }
    });
  }

  return {
    detectVersion: () => ask({ action: EXTENSION_ACTION.GET_VERSION }, versionFrom),
    async affiliateLaunch(launch) {
      await ask({ action: EXTENSION_ACTION.AFFILIATE_LAUNCH, payload: launch }, () => true);
    },
    async notifyLogout() {
      await ask({ action: EXTENSION_ACTION.LOGOUT }, () => true);
    },
  };
}
