import { expect, test } from './support/test';
import { DEMO_CUSTOMERS } from '../../scripts/sandbox/seed/fixtures';
import { EARNINGS_PAGE_SIZE } from '../../ui/stores/EarningsStore';
import { DEMO, earningsOf, tokenFor } from './support/sandboxApi';
import { signInAsDemo } from './support/signIn';

test.describe('earnings', () => {
  test('the demo shopper pages the history and opens the details of a receipt item', async ({ page, request }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const history = await earningsOf(request, await tokenFor(request, DEMO.email), DEMO_CUSTOMERS.DEMO.id);
    expect(history.length).toBeGreaterThan(EARNINGS_PAGE_SIZE);

    await signInAsDemo(page, '/account/earnings');
    const section = page.getByRole('region', { name: 'Transaction history' });
    const links = section.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(EARNINGS_PAGE_SIZE);
    await expect(links.first()).toHaveText(history[0]!.title!);

    // "Show more" asks the service for the items before the last one shown, from the keyboard.
    const nextPage = page.waitForRequest((sent) => sent.url().includes('/earnings.json') && new URL(sent.url()).searchParams.has('before'));
    await section.getByRole('button', { name: 'Show more' }).focus();
    await page.keyboard.press('Enter');
    const before = new URL((await nextPage).url()).searchParams.get('before');
    expect(before).toBe(history[EARNINGS_PAGE_SIZE - 1]!.date);
    const shown = Math.min(history.length, EARNINGS_PAGE_SIZE * 2);
    await expect(links).toHaveCount(shown);
    await expect(links.nth(EARNINGS_PAGE_SIZE)).toBeFocused();
    await expect(links.nth(shown - 1)).toHaveText(history[shown - 1]!.title!);

    const withReceipt = history.slice(0, shown).find((item) => item.receiptId)!;
    await section.getByRole('link', { name: withReceipt.title! }).click();
    await expect(page).toHaveURL(new RegExp(`/earnings/${withReceipt.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withReceipt.title!);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Account', 'Transaction details']);
    await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    expect(await page.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
    await expect(page.getByRole('definition').first()).not.toHaveText('—');

    await page.getByRole('link', { name: 'Back to My earnings' }).click();
    await expect(page).toHaveURL(/\/account\/earnings$/);
    await expect(links).toHaveCount(EARNINGS_PAGE_SIZE);

    await page.goto('/earnings/earn-nobody-000');
    await expect(page.getByText("Sorry, we couldn't find that transaction.")).toBeVisible();
    expect(problems).toEqual([]);
  });
});
