import type { APIRequestContext, Page, Worker } from '@playwright/test';
import { SERVICE_WORKER_DEPLOYS_PATH } from '../../../scripts/sandbox/services/serviceWorkerDeploys';

/** Waits until the service worker has installed its precache and controls the page. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/**
 * Has the sandbox serve a new version of the worker script (sandbox-only; Chromium's update check does not go
 * through Playwright's routing, so the server itself must change the bytes).
 */
export async function deployNewServiceWorker(request: APIRequestContext): Promise<void> {
  const response = await request.post(SERVICE_WORKER_DEPLOYS_PATH);
  if (!response.ok()) throw new Error(`${SERVICE_WORKER_DEPLOYS_PATH} answered ${response.status()}`);
}

/** Asks the browser to check for a new worker now, as it would on its own on a later navigation. */
export async function checkForServiceWorkerUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

/** The URLs of the pages `worker` controls (asked in the worker itself). */
export function pagesControlledBy(worker: Worker): Promise<string[]> {
  return worker.evaluate(async () => {
    const scope = globalThis as unknown as { clients: { matchAll(options: { type: 'window' }): Promise<{ url: string }[]> } };
    return (await scope.clients.matchAll({ type: 'window' })).map((client) => client.url);
  });
}
