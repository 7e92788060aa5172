import { expect, test, type Page, type Route } from './support/test';
import { categoryPath } from '../../domain/browsing/paths';
import { CATEGORY_COPY } from '../../ui/pages/category/copy';
import { BANNER_COPY } from '../../ui/components/banners/copy';
import { FEATURED_RETAILERS } from './support/sandboxApi';

const LIST_CALL = '**/contentServer/fetchGenericRetailers';
const BANNERS_CALL = '**/contentServer/fetchWebBannersByCategoryIds';
/** How much later the slower call answers (the case: the banner 700 ms after the list). */
const LATER_MS = 700;
const CLS_BUDGET = 0.1;

declare global {
  interface Window {
    layoutShiftTotal: number;
  }
}

/** Sums every layout shift not caused by input (an upper bound of Lighthouse's CLS, which takes the worst window). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShiftTotal = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.layoutShiftTotal += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds `later` until `first` has answered, then LATER_MS more. */
async function answerInOrder(page: Page, first: string, later: string): Promise<void> {
  let firstAnswered!: () => void;
  const answered = new Promise<void>((resolve) => {
    firstAnswered = resolve;
  });
  await page.route(first, async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response });
    firstAnswered();
  });
  await page.route(later, async (route: Route) => {
    await answered;
    await new Promise((resolve) => setTimeout(resolve, LATER_MS));
    await route.continue();
  });
}

test.describe('the category page keeps still while it loads (issue 21)', () => {
  const orders = [
    { name: 'the banner answers 700 ms after the list', first: LIST_CALL, later: BANNERS_CALL },
    { name: 'the list answers 700 ms after the banner', first: BANNERS_CALL, later: LIST_CALL },
  ];
  for (const width of [412, 1280]) {
    for (const order of orders) {
      test(`${width} px, ${order.name}: cumulative layout shift ≤ ${CLS_BUDGET}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 850 });
        await recordLayoutShifts(page);
        await answerInOrder(page, order.first, order.later);
        await page.goto(categoryPath(FEATURED_RETAILERS));
        const main = page.getByRole('main');
        await expect(main.getByRole('list', { name: CATEGORY_COPY.RETAILERS }).getByRole('link').first()).toBeVisible();
        await expect(main.getByRole('region', { name: BANNER_COPY.PROMOTIONS }).getByRole('img').first()).toBeVisible();
        // Late shifts (images decoding, fonts) count too.
        await page.waitForTimeout(500);
        expect(await page.evaluate(() => window.layoutShiftTotal)).toBeLessThanOrEqual(CLS_BUDGET);
      });
    }
  }
});
