import { test as base, chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { waitingForTheApp } from './test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_EXTENSION_ID } from '../../../scripts/sandbox/services/appConfig/extensionIds';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium.mjs';

const EXTENSION_DIR = fileURLToPath(new URL('../../extension', import.meta.url));

export interface ExtensionFixtures {
  /** The test extension's background worker (it is running once the fixture hands it over). */
  extensionWorker: Worker;
  /** The messages the test extension received from the app's pages, oldest first (read through `page`). */
  receivedMessages: () => Promise<unknown[]>;
}

/**
 * Playwright's test with the repository's test extension (test/extension/) loaded: a persistent Chromium
 * context on a fresh profile (extensions load only in one), the tier's Chromium flags, base URL and viewport.
 */
export const test = base.extend<ExtensionFixtures>({
  context: async ({ baseURL, viewport }, use) => {
    const profile = await mkdtemp(join(tmpdir(), 'clipback-extension-profile-'));
    const context: BrowserContext = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, `--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`],
      ...(baseURL ? { baseURL } : {}),
      viewport,
    });
    try {
      await use(context);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  },
  page: async ({ context }, use) => {
    await use(waitingForTheApp(context.pages()[0] ?? (await context.newPage())));
  },
  extensionWorker: async ({ context }, use) => {
    const isTestExtension = (worker: Worker) => worker.url().startsWith(`chrome-extension://${TEST_EXTENSION_ID}/`);
    const worker =
      context.serviceWorkers().find(isTestExtension) ??
      (await context.waitForEvent('serviceworker', { predicate: isTestExtension }));
    await use(worker);
  },
  receivedMessages: async ({ page, extensionWorker }, use) => {
    void extensionWorker; // the extension must be running before a page can message it
    await use(() => askForReceivedMessages(page));
  },
});

/** Asks the extension, as the app's page does (externally_connectable), for the messages it recorded. */
function askForReceivedMessages(page: Page): Promise<unknown[]> {
  return page.evaluate(
    (extensionId) =>
      new Promise<unknown[]>((resolve, reject) => {
        const runtime = (globalThis as unknown as { chrome?: { runtime?: { sendMessage: Function; lastError?: { message?: string } } } }).chrome?.runtime;
        if (!runtime) return reject(new Error('this page cannot reach the extension (no chrome.runtime)'));
        runtime.sendMessage(extensionId, { action: 'getReceivedMessages' }, (records: { message: unknown }[] | undefined) =>
          runtime.lastError ? reject(new Error(runtime.lastError.message)) : resolve((records ?? []).map((record) => record.message)),
        );
      }),
    TEST_EXTENSION_ID,
  );
}

export { expect } from '@playwright/test';
