import { expect, test, type Page } from './support/test';
import { retailerPath } from '../../domain/browsing/paths';
import { SERVICE_WORKER_PATH } from '../../domain/platform/serviceWorker';
import { CONNECTIVITY_COPY } from '../../ui/app/copy';
import { BRIGHT_BASKET } from './support/sandboxApi';
import { checkForServiceWorkerUpdate, controlledByServiceWorker, deployNewServiceWorker, pagesControlledBy } from './support/serviceWorker';

// The production build's service worker runs here (the other specs block it).
test.use({ serviceWorkers: 'allow' });

/** Set on the page's window: it survives anything but a reload. */
const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { updateMarker?: string }).updateMarker = 'before the update'));
const readMarker = (page: Page) => page.evaluate(() => (window as unknown as { updateMarker?: string }).updateMarker ?? null);
const hasWaitingWorker = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
const retailerHeading = (page: Page) => page.getByRole('heading', { level: 1, name: BRIGHT_BASKET.name, exact: true });
const updatePrompt = (page: Page) => page.getByRole('status').getByText(CONNECTIVITY_COPY.UPDATE_AVAILABLE);

test('a new version announces itself, and reloads under the new worker only on the shopper\'s consent', async ({ page, context, request, baseURL }) => {
  test.setTimeout(60_000);
  const heading = retailerHeading(page);
  const prompt = updatePrompt(page);
  const reload = page.getByRole('status').getByRole('button', { name: CONNECTIVITY_COPY.RELOAD });

  await page.goto(retailerPath(BRIGHT_BASKET));
  await expect(heading).toBeVisible();
  await controlledByServiceWorker(page);
  await expect(prompt).toHaveCount(0);
  await setMarker(page);
  let loads = 0;
  page.on('load', () => (loads += 1));

  const newWorker = context.waitForEvent('serviceworker');
  await deployNewServiceWorker(request);
  await checkForServiceWorkerUpdate(page);
  const installed = await newWorker;
  await expect(prompt).toBeVisible({ timeout: 15_000 });

  // Nothing happens before consent: no reload, the new worker waits and controls nothing.
  await page.waitForTimeout(3_000);
  expect(loads).toBe(0);
  expect(await readMarker(page)).toBe('before the update');
  expect(await hasWaitingWorker(page)).toBe(true);
  expect(await pagesControlledBy(installed)).toEqual([]);

  await reload.focus();
  await expect(reload).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
  await expect(heading).toBeVisible();
  await expect(prompt).toHaveCount(0);
  expect(await readMarker(page)).toBeNull();
  expect(await pagesControlledBy(installed)).toEqual([page.url()]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(new URL(SERVICE_WORKER_PATH, baseURL).href);
  expect(await hasWaitingWorker(page)).toBe(false);

  // One reload, not a loop.
  await page.waitForTimeout(2_000);
  expect(loads).toBe(1);
});

test('a new version found by the browser on a reload is announced too, and waits for consent', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const heading = retailerHeading(page);
  const prompt = updatePrompt(page);
  await page.goto(retailerPath(BRIGHT_BASKET));
  await expect(heading).toBeVisible();
  await controlledByServiceWorker(page);

  const newWorker = context.waitForEvent('serviceworker');
  await deployNewServiceWorker(request);
  // The browser checks for a new worker on its own after a navigation: nothing asks it to here.
  await page.reload();
  await expect(heading).toBeVisible();
  const installed = await newWorker;
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  expect(await hasWaitingWorker(page)).toBe(true);
  expect(await pagesControlledBy(installed)).toEqual([]);
});
