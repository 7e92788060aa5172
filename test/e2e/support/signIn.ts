import { expect, type Page } from '@playwright/test';
import { DEMO } from './sandboxApi';

/**
 * Signs the demo account in through the provider's page, landing on `path` (a protected page); `origin` for a page
 * without a base URL (the multi-instance tier's cluster).
 */
export async function signInAsDemo(page: Page, path: string, { origin = '' }: { origin?: string } = {}): Promise<void> {
  await page.goto(`${origin}/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}
