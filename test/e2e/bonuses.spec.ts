import { expect, test } from './support/test';
import { BONUS_HOW_TO_COMPLETE_HEADING } from '../../domain/bonuses/bonusDescription';
import { BONUS_VIEW_TITLE } from '../../ui/components/bonuses/copy';
import { BONUS_SECTION_ORDER } from '../../ui/pages/bonuses/BonusesPageModel';
import { signInAsDemo } from './support/signIn';

test.describe('bonuses', () => {
  test('the demo shopper opens Bonuses from the account menu, sees every section, opens a category page and a bonus spotlight from it', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await signInAsDemo(page, '/referral');

    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('button').click();
    await account.getByRole('link', { name: 'Bonuses', exact: true }).click();
    await expect(page).toHaveURL(/\/bonuses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonuses');

    for (const view of BONUS_SECTION_ORDER) {
      const section = page.getByRole('region', { name: new RegExp(`^${BONUS_VIEW_TITLE[view]} \\(\\d+\\)$`) });
      await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
      expect(await section.getByRole('article').count(), view).toBeGreaterThan(0);
    }
    // Funded bonuses whose offers are all gone never show (001 §5).
    await expect(page.getByText('Funded bonus without offers')).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Bonus categories' }).getByRole('link', { name: 'grocery bonuses' }).click();
    await expect(page).toHaveURL(/\/bonuses\/grocery-bonuses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('grocery bonuses');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Bonuses', 'grocery bonuses']);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page).toHaveTitle(/^grocery bonuses \|/);

    // A card opens its spotlight, whose trail extends the category's (000 §2, 001 §2).
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/bonuses\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('heading', { level: 2, name: BONUS_HOW_TO_COMPLETE_HEADING })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Bonuses', 'grocery bonuses', name]);
    expect(problems).toEqual([]);
  });
});
