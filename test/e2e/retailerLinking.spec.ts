import { expect, test, type APIRequestContext, type Page } from './support/test';
import { RETAILER_LINK_NOTE } from '../../domain/browsing/retailerLinkCopy';
import { RETAILER_LINK_COPY } from '../../ui/pages/retailerLink/copy';
import { SANDBOX_BAD_LINK_PASSWORD } from '../../scripts/sandbox/services/account/linkSettling';
import { BRIGHT_BASKET, DEMO } from './support/sandboxApi';
import { signInAsDemo } from './support/signIn';
import { LINK_ACCOUNT_MESSAGES } from '../../domain/validation/linkAccountForm';

const NAME = BRIGHT_BASKET.name;

async function settleLinks(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/sandbox/account-links/settle');
  expect(answer.status()).toBe(200);
}

async function linkWith(page: Page, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Link account' }).click();
}

// Issue 16's linking journey: the demo's failed link at Bright Basket (a retailer of the unified-account-linking
// flag) is linked again from the account area: pending, settled by the sandbox, Verified; then unlinked. The
// journey ends by failing a link with the sandbox's bad password, which leaves the demo as the seed had it.
test('the demo shopper links a retailer account, sees it pending then Verified, and unlinks it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await signInAsDemo(page, '/account/profile');

  const section = page.getByRole('region', { name: 'Linked retailer accounts' });
  const row = section.getByRole('listitem').filter({ hasText: NAME });
  await expect(row).toContainText('Not linked: try again');
  await row.getByRole('link', { name: `Try again ${NAME}` }).click();

  // The link page: the failed link offers Try again; the form refuses what the documents refuse.
  await expect(page.getByRole('heading', { level: 1, name: `Link your ${NAME} account` })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: 'Link account' }).click();
  await expect(page.getByText(LINK_ACCOUNT_MESSAGES.LINK_EMAIL_REQUIRED)).toBeVisible();
  await expect(page.getByText(LINK_ACCOUNT_MESSAGES.LINK_PASSWORD_REQUIRED)).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeFocused();

  // Linked: pending with the copy, then the sandbox settles it and the page's poll shows Verified.
  await linkWith(page, 'right-password');
  // The link's state panel (the shell has a live region of its own).
  const status = page.getByRole('status').filter({ has: page.locator('#link-state-title') });
  await expect(status).toContainText('Pending');
  await expect(status).toContainText(RETAILER_LINK_NOTE.pending ?? '');
  await settleLinks(request);
  await expect(status).toContainText('Verified', { timeout: 15_000 });

  // Back in the account area: Verified, then unlinked after confirming.
  await page.goto('/account/profile');
  await expect(row).toContainText('Verified');
  await row.getByRole('button', { name: `Unlink ${NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Unlink ${NAME}?` });
  await dialog.getByRole('button', { name: 'Unlink account' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Not linked');
  await expect(row.getByRole('link', { name: `Link ${NAME}` })).toBeVisible();

  // A link with the sandbox's bad password fails: Try again is offered again (the seed's state).
  await row.getByRole('link', { name: `Link ${NAME}` }).click();
  await linkWith(page, SANDBOX_BAD_LINK_PASSWORD);
  await expect(status).toContainText('Pending');
  await settleLinks(request);
  await expect(page.getByRole('heading', { name: RETAILER_LINK_COPY.FAILED_TITLE })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(problems).toEqual([]);
});
