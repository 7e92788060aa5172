import { createHash } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { retailerPath } from '../../domain/browsing/paths';
import { BRIGHT_BASKET } from './support/sandboxApi';
import { controlledByServiceWorker } from './support/serviceWorker';
import { signInAsDemo } from './support/signIn';

// The production build's service worker runs here (the other specs block it).
test.use({ serviceWorkers: 'allow' });

const BRIGHT_BASKET_PATH = retailerPath(BRIGHT_BASKET);

/** Every request URL held in any of the page's caches (the worker's included: same origin, same storage). */
function cachedRequestUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** The key the worker stores a POST read under (sw.ts rememberCacheKey): its URL and a hash of URL, customer and body. */
function cacheKeyOf(read: { url: string; customerId: string; body: string }): string {
  const hex = createHash('sha256').update([read.url, read.customerId, read.body].join('\n')).digest('hex');
  return `${read.url}?body=${hex}`;
}

test('after logout, the service worker caches hold no answer to a signed-in read (issue 29)', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const heading = page.getByRole('heading', { level: 1, name: BRIGHT_BASKET.name, exact: true });
  await page.goto(BRIGHT_BASKET_PATH);
  await expect(heading).toBeVisible();
  await controlledByServiceWorker(page);

  // The signed-in catalogue reads (favourites, activated offers) the page sends while the worker controls it.
  const signedInReads: { url: string; customerId: string; body: string }[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (request.method() !== 'POST' || !headers.authorization || !request.url().startsWith(baseURL!)) return;
    signedInReads.push({ url: request.url(), customerId: headers['x-customer-id'] ?? '', body: request.postData() ?? '' });
  });
  await signInAsDemo(page, BRIGHT_BASKET_PATH);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/offers/"]').first()).toBeVisible();
  await page.reload();
  await expect(heading).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(signedInReads.length, 'the signed-in pages read the catalogue with a token').toBeGreaterThan(0);
  const signedInKeys = new Set(signedInReads.map(cacheKeyOf));
  // Even while signed in, none of the customer's answers is kept.
  expect((await cachedRequestUrls(page)).filter((url) => signedInKeys.has(url))).toEqual([]);

  const account = page.getByRole('navigation', { name: 'Account' });
  await account.getByRole('button', { expanded: false }).click();
  await account.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.waitForLoadState('networkidle');

  const cached = await cachedRequestUrls(page);
  expect(cached.filter((url) => signedInKeys.has(url))).toEqual([]);
});
