import { expect, test } from './support/test';
import { retailerPath } from '../../domain/browsing/paths';
import { BRIGHT_BASKET } from './support/sandboxApi';

test.describe('the app served by npm start', () => {
  test('home renders inside the shell with no console errors or CSP violations', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Earn cash back where you already shop' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Clipback home' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an unknown path shows the not-found page, titled, with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('Not Found | Clipback');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Earn cash back where you already shop');
  });

  test('the page script is a hashed module and route code loads as a separate chunk', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The home page ships with the startup code (ui/app/pages.tsx); every other page is a chunk of its own.
    await page.goto(retailerPath(BRIGHT_BASKET));
    await expect(page.getByRole('heading', { level: 1, name: BRIGHT_BASKET.name })).toBeVisible();
    expect(scripts.some((path) => /^\/assets\/main-[A-Z0-9]{8}\.js$/.test(path))).toBe(true);
    expect(scripts.some((path) => /^\/assets\/chunks\/RetailerPage-[A-Z0-9]{8}\.js$/.test(path))).toBe(true);
    expect(scripts.some((path) => /^\/assets\/chunks\/HomePage-/.test(path))).toBe(false);
  });

  test('a page opened directly fetches the chunks its chunk imports together with it, as modulepreload links', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(retailerPath(BRIGHT_BASKET));
    await expect(page.getByRole('heading', { level: 1, name: BRIGHT_BASKET.name })).toBeVisible();
    const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    const pageChunkImports = preloaded.filter((path) => /^\/assets\/chunks\/chunk-[A-Z0-9]{8}\.js$/.test(path));
    expect(pageChunkImports.length).toBeGreaterThan(0);
    expect(new Set(preloaded).size).toBe(preloaded.length);
    expect(problems).toEqual([]);
  });
});
