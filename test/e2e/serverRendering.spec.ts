import { categoryPath, retailerPath } from '../../domain/browsing/paths';
import * as MESSAGES from '../../domain/constants/messages';
import { LOGGED_OUT_MODAL } from '../../ui/components/LoggedOutModal/copy';
import { BRIGHT_BASKET, GROCERY } from './support/sandboxApi';
import { signInAsDemo } from './support/signIn';
import { expect, test, type Locator, type Page } from './support/test';
import { HOME_COPY } from '../../ui/pages/home/copy';

/** Issue 31: the public pages come from the server whole, and the app takes them over without redrawing them. */

const RETAILER = retailerPath(BRIGHT_BASKET);
/** A phone's browser as it names itself (Chrome on Android, its reduced user agent). */
const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** The first-level heading's text in an HTML document. */
function headingOf(html: string): string | undefined {
  return decoded(html.match(/<h1[^>]*>([^<]*)</)?.[1]);
}

/** HTML text with its character references (`&amp;`, `&#38;`, `&#x27;`) read. */
function decoded(text: string | undefined): string | undefined {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text?.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (reference, name: string) =>
    name.startsWith('#x') || name.startsWith('#X') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (named[name] ?? reference),
  );
}

test.describe('server-rendered public pages', () => {
  test('each public page answers its title, heading, canonical link and content links without a script', async ({ request }) => {
    // The retailer page's first offer, as its server-rendered HTML links it.
    const offerHref = decoded((await (await request.get(RETAILER)).text()).match(/href="(\/offers\/[^"]+)"/)?.[1]);
    expect(offerHref).toBeTruthy();
    const offerHeading = headingOf(await (await request.get(offerHref!)).text());
    const pages = [
      { path: '/home', title: 'Home | Clipback', heading: 'Earn cash back where you already shop', links: /href="\/retailers\/[^"]+\/\d+"/ },
      { path: '/categories', title: 'Categories | Clipback', heading: 'Categories', links: /href="\/categories\/[^"]+\/\d+"/ },
      { path: categoryPath(GROCERY), title: `${GROCERY.name} | Clipback`, heading: GROCERY.name, links: /href="\/retailers\/[^"]+\/\d+"/ },
      { path: '/retailers?page=2', title: 'Retailers | Clipback', heading: 'All retailers', links: /href="\/retailers\/[^"]+\/\d+"/ },
      { path: RETAILER, title: `${BRIGHT_BASKET.name} | Clipback`, heading: BRIGHT_BASKET.name, links: /href="\/offers\/[^"]+\/\d+/ },
      { path: offerHref!, title: `${offerHeading} | Clipback`, heading: offerHeading, links: /href="\/retailers\/[^"]+\/\d+"/ },
      { path: '/offer-tag/weekend-deals', title: 'Weekend deals | Clipback', heading: 'Weekend deals', links: /href="\/offers\/[^"]+\/\d+/ },
      { path: '/docs/terms', title: /Terms/, heading: 'Clipback Terms of Service', links: /href="\/home"/ },
    ];
    for (const page of pages) {
      const response = await request.get(page.path, { maxRedirects: 0 });
      expect(response.status(), page.path).toBe(200);
      const html = await response.text();
      const title = decoded(html.match(/<title>([^<]*)<\/title>/)?.[1]);
      if (typeof page.title === 'string') expect(title, page.path).toBe(page.title);
      else expect(title, page.path).toMatch(page.title);
      expect(headingOf(html), page.path).toBe(page.heading);
      expect(html, page.path).toMatch(page.links);
      // The canonical address keeps only the query that makes another page (the gallery's page).
      const canonical = new URL(page.path, response.url());
      for (const key of [...canonical.searchParams.keys()]) if (key !== 'page') canonical.searchParams.delete(key);
      expect(html, page.path).toContain(`<link rel="canonical" href="${canonical.href}">`);
      expect(html, page.path).toContain('<meta property="og:title"');
      // No inline script runs (CSP): the data comes as JSON blocks; the one script is the loader's file, which
      // starts the app's scripts after the first paint (none is fetched or preloaded before).
      const scripts = html.match(/<script(?![^>]*type="application\/json")[^>]*>/g) ?? [];
      expect(scripts, page.path).toEqual([expect.stringMatching(/^<script defer src="\/assets\/startAfterFirstPaint-\w+\.js" data-app-scripts="\/assets\/chunks\/chunk-\w+\.js( [^"]+)?">$/)]);
      expect(html, page.path).not.toContain('modulepreload');
    }
  });

  test('a missing page answers 404, and the guards answer their redirects from the server', async ({ request }) => {
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(headingOf(await missing.text())).toBe('404');

    const unknownCategory = await request.get('/categories/Foo/999999', { maxRedirects: 0 });
    expect(unknownCategory.status()).toBe(302);
    expect(unknownCategory.headers()['location']).toBe('/categories');

    // A retailer id that is not a number (000 §2): to /retailers, the message carried to the page in a cookie.
    const badRetailer = await request.get('/retailers/Foo/bar', { maxRedirects: 0 });
    expect(badRetailer.status()).toBe(302);
    expect(badRetailer.headers()['location']).toBe('/retailers');
    expect(badRetailer.headers()['set-cookie']).toContain(encodeURIComponent(MESSAGES.RETAILER_NOT_FOUND));
  });

  test('a page the browser renders comes with its own chunks preloaded, so the app adds no preload of them at start', async ({ page }) => {
    const html = await (await page.request.get('/search?q=milk')).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1] ?? '');
    expect(preloaded.some((href) => /\/SearchPage-/.test(href))).toBe(true);
    // Search is a signed-in page: reloaded once signed in, it starts from the server's index.html.
    await signInAsDemo(page, '/search?q=milk');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const linked = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname));
    // Every one the page names, once: none added again by the app for its first page.
    expect(linked.filter((path) => /\/SearchPage-/.test(path))).toHaveLength(1);
    // The footer's content shows once the footer nears the screen.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.locator('footer nav[aria-label="Legal"]').getByRole('link', { name: 'Terms' })).toBeVisible();
  });

  test('with JavaScript off, the retailer page shows its header, name and offers', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(RETAILER);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Clipback home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: BRIGHT_BASKET.name, exact: true })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="/offers/"]').first()).toBeVisible();
    await context.close();
  });

  test('the app adopts the server’s page: the heading node stays, nothing is fetched again, and Add opens the logged-out modal', async ({ page }) => {
    const problems = watchProblems(page);
    const catalogueCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/(graphql|contentServer|flags)/.test(request.url())) catalogueCalls.push(request.url());
    });
    // The heading as the server sent it, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
      });
    });
    await page.goto(RETAILER);
    expect(await page.evaluate(() => (window as { serverHeading?: Element | null }).serverHeading?.isConnected)).toBe(true);
    // The app's scripts are fetched once the page has painted: they do not share its bandwidth with the stylesheets.
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance.getEntriesByType('resource').filter((entry) => /\/assets\/(main|chunks\/)/.test(entry.name)).map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint);
    await page.getByRole('button', { name: /^Add offer: / }).first().click();
    await expect(page.getByRole('dialog', { name: LOGGED_OUT_MODAL.retailerTitle(BRIGHT_BASKET.name) })).toBeVisible();
    expect(catalogueCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 }, isMobile: true, userAgent: PHONE_USER_AGENT });

    test("the footer's content loads when the footer nears the screen: the server's links stay until then and are adopted, with nothing logged", async ({ page }) => {
      const problems = watchProblems(page);
      const footerChunks: string[] = [];
      page.on('request', (request) => {
        if (/\/FooterLinks-[^/]*\.js$/.test(request.url())) footerChunks.push(request.url());
      });
      await page.goto('/home');
      const legal = page.locator('footer nav[aria-label="Legal"]');
      const serverLegal = await legal.elementHandle();
      await expect(legal.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/docs/terms');
      expect(footerChunks, 'below the first screen: not loaded at start').toEqual([]);
      await legal.scrollIntoViewIfNeeded();
      await expect.poll(() => footerChunks.length).toBe(1);
      // Hydrated: React has taken over the server's node (it keeps it).
      await expect
        .poll(() => serverLegal!.evaluate((node) => node.isConnected && Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
        .toBe(true);
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
      await legal.getByRole('link', { name: 'Terms' }).click();
      await expect(page).toHaveURL(/\/docs\/terms$/);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), 'followed in place').toBe(true);
      expect(problems).toEqual([]);
    });

    test('what lies far below the first screen is laid out only as it nears the screen, then shows', async ({ page }) => {
      await page.goto('/home');
      // Skipped (content-visibility: auto): its content is neither styled, laid out nor painted yet.
      const rendered = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
      const categories = page.getByRole('region', { name: HOME_COPY.CATEGORIES });
      const footerLink = page.locator('footer').getByRole('link', { name: 'Terms' });
      expect(await rendered(page.getByRole('region', { name: HOME_COPY.RECOMMENDED }).getByRole('listitem').first().getByRole('link')), 'the first screen').toBe(true);
      expect(await rendered(categories.getByRole('link').last()), 'the last category').toBe(false);
      expect(await rendered(footerLink), 'the footer').toBe(false);
      await categories.getByRole('link').last().scrollIntoViewIfNeeded();
      await expect(categories.getByRole('link').last()).toBeInViewport();
      await expect.poll(() => rendered(categories.getByRole('link').last())).toBe(true);
      await footerLink.scrollIntoViewIfNeeded();
      await expect(footerLink).toBeInViewport();
      await expect.poll(() => rendered(footerLink)).toBe(true);
    });

    test('the page comes with a phone’s flags: the app adopts them and asks for none', async ({ page }) => {
      const flagCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/flags\//.test(request.url())) flagCalls.push(request.url());
      });
      await page.goto(RETAILER);
      await expect(page.getByRole('heading', { level: 1, name: BRIGHT_BASKET.name, exact: true })).toBeVisible();
      expect(flagCalls).toEqual([]);
    });
  });

  test('a server-redirected retailer shows its message once on the page it lands on', async ({ page }) => {
    await page.goto('/retailers/Foo/bar');
    await expect(page).toHaveURL(/\/retailers$/);
    await expect(page.getByText(MESSAGES.RETAILER_NOT_FOUND)).toBeVisible();
    await page.reload();
    await expect(page.getByText(MESSAGES.RETAILER_NOT_FOUND)).toHaveCount(0);
  });
});

/** Page errors and React's hydration complaints (a mismatch is logged as an error). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) problems.push(message.text());
  });
  return problems;
}
