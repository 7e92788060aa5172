import { expect, test as withoutExtension, type Page } from './support/test';
import { EXTENSION_ANSWER_TIMEOUT_MS } from '../../adapters/extension/browserExtension';
import { EXTENSION_ACTION } from '../../domain/launch/extensionMessage';
import { retailerPath } from '../../domain/browsing/paths';
import { EXTENSION_PROMO } from '../../ui/app/header/copy';
import { EXTENSION_INSTALL_BANNER } from '../../ui/components/ExtensionInstallBanner/copy';
import { BRIGHT_BASKET } from './support/sandboxApi';
import { signInAsDemo } from './support/signIn';
import { test as withExtension } from './support/withExtension';

const promoHeader = (page: Page) => page.getByRole('region', { name: EXTENSION_PROMO.LABEL });
const installBanner = (page: Page) => page.getByRole('region', { name: EXTENSION_INSTALL_BANNER.LABEL });

withExtension.describe('the extension bridge, with the test extension installed', () => {
  withExtension('the app detects its version (no promo header), and signing out tells the extension', async ({ page, receivedMessages }) => {
    await page.goto('/home');
    // The app asked for the version (the extension's record shows it); once detection is over either way
    // (the answer, or the timeout), the promo header is absent: the app knows the extension is there.
    await expect.poll(receivedMessages).toContainEqual({ action: EXTENSION_ACTION.GET_VERSION });
    await page.waitForTimeout(EXTENSION_ANSWER_TIMEOUT_MS);
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await expect(promoHeader(page)).toHaveCount(0);

    await signInAsDemo(page, '/account');
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('button', { expanded: false }).click();
    await account.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect.poll(receivedMessages).toContainEqual({ action: EXTENSION_ACTION.LOGOUT });
    await expect(promoHeader(page)).toHaveCount(0);
  });

  withExtension('a retailer page shows no install banner once the version is known', async ({ page, receivedMessages }) => {
    await page.goto(retailerPath(BRIGHT_BASKET));
    await expect.poll(receivedMessages).toContainEqual({ action: EXTENSION_ACTION.GET_VERSION });
    await page.waitForTimeout(EXTENSION_ANSWER_TIMEOUT_MS);
    await expect(page.getByRole('heading', { level: 1, name: BRIGHT_BASKET.name })).toBeVisible();
    await expect(installBanner(page)).toHaveCount(0);
  });
});

withoutExtension.describe('the extension bridge, with no extension installed', () => {
  withoutExtension('the promo header shows on home and nothing breaks', async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto('/home');
    await expect(promoHeader(page).getByText(EXTENSION_PROMO.TEXT)).toBeVisible();
    expect(errors).toEqual([]);
  });

  withoutExtension('a retailer page offers the install banner; dismissed, it stays gone after a reload', async ({ page }) => {
    await page.goto(retailerPath(BRIGHT_BASKET));
    const banner = installBanner(page);
    await expect(banner.getByText(EXTENSION_INSTALL_BANNER.TEXT)).toBeVisible();
    await expect(banner.getByRole('link', { name: EXTENSION_INSTALL_BANNER.INSTALL })).toHaveAttribute('href', '/browser-extension');
    await banner.getByRole('button', { name: EXTENSION_INSTALL_BANNER.DISMISS }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: BRIGHT_BASKET.name })).toBeVisible();
    // The promo header keeps its own dismissal: it still shows.
    await expect(promoHeader(page)).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
