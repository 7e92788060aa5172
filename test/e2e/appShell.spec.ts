import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { retailerPath } from '../../domain/browsing/paths';
import { BRIGHT_BASKET } from './support/sandboxApi';
import { signInAsDemo } from './support/signIn';
import { SHELL_LABEL } from '../../ui/app/copy';

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
    // The startup chunk (the entry's code: build.mjs starts the pages with it).
    expect(scripts.some((path) => /^\/assets\/chunks\/chunk-[A-Z0-9]{8}\.js$/.test(path))).toBe(true);
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

  test("a page the browser renders applies its own stylesheets before it shows, and the startup stylesheet holds none of them (issue 31)", async ({ page }) => {
    const assets = JSON.parse(readFileSync(new URL('../../dist/page-assets.json', import.meta.url), 'utf8')) as Record<string, { css: string[] }>;
    // Search results: rendered in the browser (a server-rendered page's HTML links its stylesheets itself).
    const pageCss = assets['ui/pages/search/SearchPage.tsx']?.css ?? [];
    expect(pageCss.length).toBeGreaterThan(0);
    // The stylesheets applied when the page's heading enters the document (sign-in lands on home, then moves here).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (![...document.querySelectorAll('main h1')].some((heading) => heading.textContent?.includes('milk'))) return;
        const applied = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].filter((link) => link.sheet);
        (window as unknown as { appliedAtHeading: string[] }).appliedAtHeading = applied.map((link) => new URL(link.href).pathname);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await signInAsDemo(page, '/search?q=milk');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const applied = await page.evaluate(() => (window as unknown as { appliedAtHeading?: string[] }).appliedAtHeading ?? []);
    expect(applied).toEqual(expect.arrayContaining([...(assets['ui/main.tsx']?.css ?? []), ...pageCss]));
    const startupCss = await (await page.request.get(assets['ui/main.tsx']?.css[0] ?? '')).text();
    for (const path of pageCss) {
      const firstRule = (await (await page.request.get(path)).text()).split('}')[0] ?? '';
      expect(firstRule.length, path).toBeGreaterThan(3);
      expect(startupCss, path).not.toContain(firstRule);
    }
  });

  test("a signed-in header whose code did not come says so, and Try again brings the account menu (issue 31)", async ({ page }) => {
    await signInAsDemo(page, '/search?q=milk');
    await page.route('**/CustomerHeader-*.js', (route) => route.abort());
    await page.reload();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('alert')).toHaveText(`${SHELL_LABEL.CUSTOMER_HEADER_LOAD_FAILED} ${SHELL_LABEL.TRY_AGAIN}`);
    await expect(banner.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
    await page.unroute('**/CustomerHeader-*.js');
    await banner.getByRole('button', { name: SHELL_LABEL.TRY_AGAIN }).click();
    await expect(banner.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await expect(banner.getByRole('alert')).toHaveCount(0);
  });
});
