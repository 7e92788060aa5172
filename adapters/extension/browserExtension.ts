import type { ExtensionPort } from './ExtensionPort';

/**
 * Known browser-extension ids, Chrome and Edge (32 letters a-p) then Safari ("bundle id (team id)").
 * INFERRED: the documents say messages go "to known extension ids" without showing them; these stand in
 * for the published ids and must be replaced by them.
 */
export const EXTENSION_IDS: readonly string[] = [
  'kclipbackpcdhgaebdfmnoicjhhclbpa',
  'eclipbackdljbamgkfpcinohoflecgmn',
  'com.clipback.extension.safari (CLIPBACK01)',
];
/** The message that asks an installed extension for its version (action name ours). */
export const EXTENSION_GET_VERSION_ACTION = 'getVersion';
/** How long detection waits for any extension to answer before concluding none is installed (ours). */
export const EXTENSION_DETECT_TIMEOUT_MS = 500;

/**
 * The part of `chrome.runtime` a web page can reach when an installed extension lists the page's origin
 * in its externally_connectable manifest key (Chrome and Edge; Safari exposes the same shape).
 */
export interface ExtensionRuntime {
  sendMessage(extensionId: string, message: unknown, callback: (response: unknown) => void): void;
  readonly lastError?: { message?: string } | null | undefined;
}

export interface BrowserExtensionOptions {
  /** The runtime to message; by default `globalThis.chrome?.runtime`, read at each detection. */
  runtime?: () => ExtensionRuntime | null;
  ids?: readonly string[];
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

/** Asks one extension id; null when it is not installed, errs or gives no version. Never rejects. */
function askVersion(runtime: ExtensionRuntime, extensionId: string): Promise<string | null> {
  return new Promise((resolve) => {
    try {
      runtime.sendMessage(extensionId, { action: EXTENSION_GET_VERSION_ACTION }, (response) => {
        // Reading lastError marks it handled (Chrome logs "Unchecked runtime.lastError" otherwise).
        resolve(runtime.lastError ? null : versionFrom(response));
      });
    } catch {
      // Chrome throws synchronously for an id it cannot message at all.
      resolve(null);
    }
  });
}

/**
 * Finds the installed Clipback extension's version by messaging each known extension id
 * ({ action: 'getVersion' }) through the browser runtime. Resolves the first version any id answers,
 * or null when there is no runtime or nothing answers within the timeout. Never throws.
 */
export function browserExtension({
  runtime = defaultRuntime,
  ids = EXTENSION_IDS,
  timeoutMs = EXTENSION_DETECT_TIMEOUT_MS,
}: BrowserExtensionOptions = {}): ExtensionPort {
  return {
    detectVersion() {
      let current: ExtensionRuntime | null;
      try {
        current = runtime();
      } catch {
        current = null;
      }
      if (!current || ids.length === 0) return Promise.resolve(null);
      const messaged = current;
      return new Promise<string | null>((resolve) => {
        let pending = ids.length;
        const timer = setTimeout(() => resolve(null), timeoutMs);
        for (const id of ids) {
          void askVersion(messaged, id).then((version) => {
            pending -= 1;
            if (version !== null || pending === 0) {
              clearTimeout(timer);
              resolve(version);
            }
          });
        }
      });
    },
  };
}
