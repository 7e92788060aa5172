import { expect, test, type Page } from './support/test';
import * as MESSAGES from '../../domain/constants/messages';
import { SHELL_LABEL } from '../../ui/app/copy';
import { RETAILERS_COPY } from '../../ui/pages/retailers/copy';
import { signInAsDemo } from './support/signIn';

/** Uncaught errors of the page, collected from the start. */
function uncaughtErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('URLs a person types, trims or shares (issue 21)', () => {
  for (const path of ['/categories/Foo', '/retailers/groups', '/categories/Home/']) {
    test(`${path} shows a page with its header, and nothing uncaught`, async ({ page }) => {
      const errors = uncaughtErrors(page);
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test("/retailers/Foo ends at /retailers with 'Sorry, we couldn't find that retailer.'", async ({ page }) => {
    await page.goto('/retailers/Foo');
    await expect(page).toHaveURL(/\/retailers$/);
    await expect(page.getByText(MESSAGES.RETAILER_NOT_FOUND)).toBeVisible();
  });

  test('/categories/Foo ends at /categories', async ({ page }) => {
    await page.goto('/categories/Foo');
    await expect(page).toHaveURL(/\/categories$/);
  });

  test("/offer-tag/weekend-deals is headed and titled 'Weekend deals'", async ({ page }) => {
    await page.goto('/offer-tag/weekend-deals');
    await expect(page.getByRole('heading', { level: 1, name: 'Weekend deals', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Weekend deals | Clipback');
  });

  test('the gallery keeps its page in the URL: reload, a retailer and Back return to page 2 and its cards', async ({ page }) => {
    const cards = page.getByRole('list', { name: SHELL_LABEL.ALL_RETAILERS }).getByRole('link');
    const cardHrefs = async () => cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // Signed in: a visitor's card opens the logged-out modal instead of the retailer page (000 §6).
    await signInAsDemo(page, '/retailers');
    await expect(cards.first()).toBeVisible();
    const firstPage = await cardHrefs();
    await page.getByRole('navigation', { name: RETAILERS_COPY.PAGES }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/retailers\?page=2$/);
    await expect.poll(cardHrefs).not.toEqual(firstPage);
    const secondPage = await cardHrefs();

    await page.reload();
    await expect(cards.first()).toBeVisible();
    // The server renders a visitor's gallery; the shopper's favourites (first in it) arrive after the sign-in is read.
    await expect.poll(cardHrefs).toEqual(secondPage);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await last.click();
    await expect(page).toHaveURL(/\/retailers\/[^/]+\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/retailers\?page=2$/);
    await expect.poll(cardHrefs).toEqual(secondPage);
    // Scroll restoration still brings the reader back to where they left the list.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 50);

    await page.getByRole('button', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/retailers$/);
  });
});
