import { expect, test, type Page, type Request } from './support/test';
import { STORAGE_KEY } from '../../domain/constants/cookies';
import { signInAsDemo } from './support/signIn';

/** Electronics (72): in the sandbox's catalogue, and not one of the demo shopper's favourites (88, 1482, 153). */
const CATEGORY = { id: 72, name: 'Electronics' };

/** The favourite-category call (001 §7) whose operation is named `operation`, as answered. */
const favoriteCall = (page: Page, operation: 'SetFavoriteCategory' | 'DeleteFavoriteCategory' | 'FavoriteCategories') =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && new RegExp(`(query|mutation) ${operation}\\b`).test(response.request().postData() ?? ''),
  );

const variablesOf = (request: Request) => (request.postDataJSON() as { variables?: unknown }).variables;

const storedIds = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, STORAGE_KEY.FAVORITE_CATEGORIES);

test.describe('favourite categories', () => {
  test('the demo shopper favourites a category, it stays after a reload, then unfavourites it', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await signInAsDemo(page, '/categories');

    const toggle = page.getByRole('button', { name: `Favorite ${CATEGORY.name}`, exact: true });
    await expect(page.getByRole('button', { name: 'Favorite Grocery', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // From the keyboard; the id goes out as a string.
    const set = favoriteCall(page, 'SetFavoriteCategory');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const setResponse = await set;
    expect(setResponse.ok()).toBe(true);
    expect(variablesOf(setResponse.request())).toEqual({ categoryId: String(CATEGORY.id) });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
    expect(await storedIds(page)).toContain(CATEGORY.id);

    // After a reload, what the service answers (not only this browser's stored copy).
    let loaded = favoriteCall(page, 'FavoriteCategories');
    await page.reload();
    await loaded;
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // The category page's own toggle says the same, and unfavouriting there restores the demo state.
    await page.getByRole('link', { name: CATEGORY.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATEGORY.name);
    const pageToggle = page.getByRole('button', { name: `Favorite ${CATEGORY.name}`, exact: true });
    await expect(pageToggle).toHaveAttribute('aria-pressed', 'true');
    const deleted = favoriteCall(page, 'DeleteFavoriteCategory');
    await pageToggle.click();
    const deleteResponse = await deleted;
    expect(variablesOf(deleteResponse.request())).toEqual({ categoryId: String(CATEGORY.id) });
    await expect(pageToggle).toHaveAttribute('aria-pressed', 'false');
    await expect(pageToggle).not.toHaveAttribute('aria-busy', 'true');

    loaded = favoriteCall(page, 'FavoriteCategories');
    await page.reload();
    await loaded;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATEGORY.name);
    await expect(pageToggle).toHaveAttribute('aria-pressed', 'false');
    expect(await storedIds(page)).not.toContain(CATEGORY.id);
    expect(problems).toEqual([]);
  });
});
