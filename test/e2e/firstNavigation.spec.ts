import { expect, test, type Page } from './support/test';
import * as MESSAGES from '../../domain/constants/messages';

/** The navigation's chunk (ui/app/navigation.ts: the guard, the route loaders, scroll restoration) once requested. */
function navigationChunkRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/navigation-[A-Z0-9]+\.js$/.test(pathname)) requested.push(pathname);
  });
  return requested;
}

/** Follows an in-app link to `path` the way a shopper's click does (linkNavigation). */
async function followLink(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = href;
    document.querySelector('main')!.append(link);
    link.click();
  }, path);
}

/**
 * A visitor's home page comes from the server, guarded and loaded there: the navigation's chunk loads with the first
 * navigation, which then behaves as it always did (issue 31).
 */
test.describe('the first in-app navigation from the server-rendered home page', () => {
  test('home fetches no navigation code; a link then opens its page at the top, and Back returns to where home was left', async ({ page }) => {
    const requested = navigationChunkRequests(page);
    await page.goto('/home');
    await expect(page.locator('html[data-app-started]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(requested, 'nothing in the navigation chunk runs before a navigation').toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await followLink(page, '/categories');
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested).toHaveLength(1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main#main')).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  });

  test('the guards answer the first navigation: a protected page sends the visitor to log in', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('html[data-app-started]')).toBeAttached();
    await followLink(page, '/account');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/account')}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("a bad retailer id lands on /retailers with the retailer's message", async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('html[data-app-started]')).toBeAttached();
    await followLink(page, '/retailers/Foo/abc');
    await expect(page).toHaveURL(/\/retailers$/);
    // Once: the retailer's loader, which waited for its module, does not run after the guard's redirect.
    await expect(page.getByText(MESSAGES.RETAILER_NOT_FOUND)).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByText(MESSAGES.RETAILER_NOT_FOUND)).toHaveCount(1);
  });
});
