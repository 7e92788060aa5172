import { expect, test, type Locator, type Page } from './support/test';
import { retailerPath } from '../../domain/browsing/paths';
import { RETAILER_ID } from '../../domain/constants/retailers';
import { DEMO_CUSTOMERS } from '../../scripts/sandbox/seed/fixtures';
import { directLinkApi, ensureDemoDirectLinked, GRANDMART, withFreshApi } from './support/directLink';
import { DEMO, tokenFor } from './support/sandboxApi';
import { signInAsDemo } from './support/signIn';

// Issue 29, defect 2: a linked 1408 (the direct integration) was unlinkable only from its link page, which nothing
// leads to once linked. Its retailer page leads to the account area's linked accounts, where it is unlinked (with
// a confirmation), and both then show it unlinked. Everything here is done with the keyboard.

/** Tabs forward until `target` has focus (the dialog's buttons come after its Close button). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 6 && !(await target.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('unlinking the direct integration (1408) from the account area', () => {
  // The e2e specs share one sandbox: leave the demo linked at 1408 as seeded (the Shop journey needs it).
  test.afterEach(({ baseURL }) => withFreshApi(baseURL, (request) => ensureDemoDirectLinked(request, baseURL)));

  test('1408 is unlinked from the account area in a browser', async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await ensureDemoDirectLinked(request, baseURL);

    // The retailer page of a linked 1408: Verified, and a way to manage the link.
    await signInAsDemo(page, retailerPath(GRANDMART));
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: GRANDMART.name }) });
    await expect(header.getByText('Verified', { exact: true })).toBeVisible();
    const manage = header.getByRole('link', { name: 'Manage linked accounts' });
    await manage.focus();
    await page.keyboard.press('Enter');

    // The account area's linked accounts, scrolled to: 1408 is listed, Verified, with its Unlink.
    await expect(page).toHaveURL((url) => url.pathname === '/account/profile' && url.hash === '#linked-accounts');
    const section = page.getByRole('region', { name: 'Linked retailer accounts' });
    await expect(section).toBeInViewport();
    const row = section.getByRole('listitem').filter({ hasText: GRANDMART.name });
    await expect(row).toContainText('Verified');
    const unlink = row.getByRole('button', { name: `Unlink ${GRANDMART.name}` });

    // Escape keeps it linked; the confirmation's Unlink account unlinks.
    await unlink.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Unlink ${GRANDMART.name}?` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(unlink).toBeFocused();
    await expect(row).toContainText('Verified');

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Unlink account' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(section.getByRole('status').filter({ hasText: `Your ${GRANDMART.name} account is no longer linked.` })).toBeVisible();
    await expect(row).toContainText('Not linked');
    await expect(row.getByRole('link', { name: `Link ${GRANDMART.name}` })).toBeVisible();
    await expect(unlink).toHaveCount(0);

    // The service cleared 1408 and its group member 4 (001 §4).
    const linkedIds = await withFreshApi(baseURL, async (api) => {
      const token = await tokenFor(api, DEMO.email);
      expect(await directLinkApi(api, token).linked()).toBe(false);
      const connections = await api.get('/api/main/account_linking/loyalty_connections', {
        headers: directLinkApi(api, token).headers,
        params: { customer_id: DEMO_CUSTOMERS.DEMO.id },
      });
      return ((await connections.json()) as { loyaltyConnections: { retailerId: number }[] }).loyaltyConnections.map((link) => link.retailerId);
    });
    expect(linkedIds).not.toContain(RETAILER_ID.DIRECT_INTEGRATION);
    expect(linkedIds).not.toContain(RETAILER_ID.FALLBACK_DEFAULT);

    // The retailer page offers Link again, and no longer says Verified.
    await page.goto(retailerPath(GRANDMART));
    await expect(header.getByRole('button', { name: 'Link' })).toBeVisible();
    await expect(header.getByText('Verified', { exact: true })).toHaveCount(0);
    await expect(manage).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
