import { expect, test as withoutExtension, type Page } from '@playwright/test';
import { EXTENSION_ANSWER_TIMEOUT_MS } from '../../adapters/extension/browserExtension';
import { EXTENSION_ACTION } from '../../domain/launch/extensionMessage';
import { EXTENSION_PROMO } from '../../ui/app/header/copy';
import { signInAsDemo } from './support/signIn';
import { test as withExtension } from './support/withExtension';

const promoHeader = (page: Page) => page.getByRole('region', { name: 'Browser extension' });

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
});

withoutExtension.describe('the extension bridge, with no extension installed', () => {
  withoutExtension('the promo header shows on home and nothing breaks', async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto('/home');
    await expect(promoHeader(page).getByText(EXTENSION_PROMO.TEXT)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
