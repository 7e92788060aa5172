import { expect, type Page } from '@playwright/test';
import { DEMO } from './sandboxApi';

/** Signs the demo account in through the provider's page, landing on `path` (a protected page). */
export async function signInAsDemo(page: Page, path: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}
