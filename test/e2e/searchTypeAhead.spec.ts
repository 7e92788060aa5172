import { expect, test } from './support/test';
import { pathSegment } from '../../domain/browsing/paths';
import { LIMITS } from '../../domain/constants/limits';
import { signInAsDemo } from './support/signIn';
import { SEARCH_MAX_LENGTH } from '../../domain/search/searchQuery';

// The signed-in header's type-ahead on the sandbox (issue 17 acceptance): three letters of a retailer's
// name, at most 8 suggestions with the letters marked, a keyboard pick, the retailer's page.
test.describe('search type-ahead', () => {
  test('the demo shopper types "Gra", sees at most 8 marked suggestions and opens a retailer with ArrowDown…Enter', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await signInAsDemo(page, '/home');

    const search = page.getByRole('search');
    const combobox = search.getByRole('combobox', { name: 'Search' });
    await search.locator('input').click();
    await expect(combobox).toBeFocused();
    await combobox.pressSequentially('Gra');
    const listbox = page.getByRole('listbox');
    const options = listbox.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(LIMITS.TYPE_AHEAD_LIMIT);
    for (const mark of await listbox.locator('mark').all()) await expect(mark).toHaveText(/^gra$/i);
    await expect(options.first().locator('mark')).toHaveText('Gra');

    // The sandbox lists retailer names starting with the prefix first: the first row is a retailer.
    const first = (await options.first().locator('mark').evaluate((mark) => mark.parentElement?.textContent ?? '')).trim();
    await combobox.press('ArrowDown');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await combobox.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/retailers/${pathSegment(first)}/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a 255+ character paste is cut and markup stays text', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('dialog', (dialog) => problems.push(`dialog: ${dialog.message()}`));
    await signInAsDemo(page, '/home');

    const field = page.getByRole('search').locator('input');
    await field.click();
    const combobox = page.getByRole('search').getByRole('combobox', { name: 'Search' });
    await expect(combobox).toBeFocused();
    await combobox.fill('a'.repeat(300));
    await expect(combobox).toHaveValue('a'.repeat(SEARCH_MAX_LENGTH));
    await combobox.fill('<img src=x onerror=alert(1)>gra');
    await expect(combobox).toHaveValue('<img src=x onerror=alert(1)>gra');
    await page.waitForTimeout(500); // past the debounce: whatever came back is on screen
    await expect(page.getByRole('search').locator('img[src="x"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
