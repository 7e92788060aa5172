import { expect, test, type APIRequestContext } from './support/test';
import { readFile } from 'node:fs/promises';
import { DEMO_CUSTOMERS } from '../../scripts/sandbox/seed/fixtures';
import { DEMO, tokenFor } from './support/sandboxApi';
import { signInAsDemo } from './support/signIn';

const PRIVACY_IDS = ['limit_ad_tracking', 'dont_sell_or_share_pi', 'limit_use_of_pi'];

const settingsUrl = `/api/main/v2/customers/${DEMO_CUSTOMERS.DEMO.id}/settings`;

/** Turns the demo's privacy settings off, so the test starts from the same state on any sandbox. */
async function resetPrivacy(request: APIRequestContext): Promise<void> {
  const token = await tokenFor(request, DEMO.email);
  const settings = Object.fromEntries(PRIVACY_IDS.map((id) => [id, '0']));
  const response = await request.put(`${settingsUrl}/many.json`, { headers: { Authorization: `Bearer ${token}` }, data: { settings } });
  expect(response.ok()).toBe(true);
}

/** The demo's privacy settings as the service holds them (name → '1' | '0'). */
async function privacyValues(request: APIRequestContext): Promise<Record<string, string>> {
  const token = await tokenFor(request, DEMO.email);
  const response = await request.get(`${settingsUrl}.json`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { settings_collections: { settings: { name: string; value: string }[] }[] };
  const values = body.settings_collections.flatMap((collection) => collection.settings).filter((setting) => PRIVACY_IDS.includes(setting.name));
  return Object.fromEntries(values.map((setting) => [setting.name, setting.value]));
}

test.describe('account settings', () => {
  test('profile edit: a wrong password is refused in the prompt, the right one saves', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await signInAsDemo(page, '/account');
    await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    const firstName = (await panel.locator('dd').first().textContent()) ?? '';

    await panel.getByRole('button', { name: 'Edit' }).click();
    await panel.getByLabel('Zip code').fill('123');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText("Hm, that zip code doesn't look right.")).toBeVisible();
    await expect(panel.getByLabel('Zip code')).toBeFocused();

    await panel.getByLabel('Zip code').fill('80011');
    await panel.getByLabel('First name').fill('Morgan');
    await panel.getByRole('button', { name: 'Save' }).click();
    const prompt = page.getByRole('dialog', { name: 'Confirm your password' });
    await expect(prompt.getByLabel('Password')).toBeFocused();
    await prompt.getByLabel('Password').fill('not-the-password');
    await prompt.getByRole('button', { name: 'Save changes' }).click();
    await expect(prompt.getByText('Incorrect password.')).toBeVisible();
    await prompt.getByLabel('Password').fill(DEMO.password);
    await prompt.getByRole('button', { name: 'Save changes' }).click();
    await expect(prompt).toBeHidden();
    await expect(panel.getByText('Your profile is saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tabpanel').locator('dd').first()).toHaveText('Morgan');

    // Put the name back for the other specs.
    await page.getByRole('tabpanel').getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('tabpanel').getByLabel('First name').fill(firstName);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByLabel('Password').fill(DEMO.password);
    await page.getByRole('dialog').getByLabel('Password').press('Enter');
    await expect(page.getByRole('tabpanel').locator('dd').first()).toHaveText(firstName);
    expect(problems).toEqual([]);
  });

  test('privacy: approval with YES (Enter), then Global Privacy Control sets all three and saves them', async ({ page, browser, request }) => {
    await resetPrivacy(request);
    await signInAsDemo(page, '/account/privacy');
    const setting = page.getByRole('switch', { name: 'Do not sell or share my personal information' });
    await expect(setting).toHaveAttribute('aria-checked', 'false');
    await setting.click();
    const approval = page.getByRole('dialog', { name: 'Confirm your privacy choice' });
    const confirm = approval.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await approval.getByLabel('Confirmation').fill('yes');
    await expect(confirm).toBeDisabled();
    await approval.getByLabel('Confirmation').fill('YES');
    await expect(confirm).toBeEnabled();
    await approval.getByLabel('Confirmation').press('Enter');
    await expect(approval).toBeHidden();
    await expect(setting).toHaveAttribute('aria-checked', 'true');
    expect((await privacyValues(request)).dont_sell_or_share_pi).toBe('1');

    // A browser with Global Privacy Control: every privacy setting on, saved, and kept on.
    const gpcContext = await browser.newContext();
    await gpcContext.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
    const gpcPage = await gpcContext.newPage();
    await signInAsDemo(gpcPage, '/account/privacy');
    await expect(gpcPage.getByText('Global Privacy Control')).toBeVisible();
    for (const name of ['Limit ad tracking', 'Do not sell or share my personal information', 'Limit the use of my personal information']) {
      await expect(gpcPage.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
      await expect(gpcPage.getByRole('switch', { name })).toBeDisabled();
    }
    await expect.poll(() => privacyValues(request)).toEqual({ limit_ad_tracking: '1', dont_sell_or_share_pi: '1', limit_use_of_pi: '1' });
    await gpcContext.close();
  });

  test('right to access: requests the personal data file and downloads it', async ({ page }) => {
    await signInAsDemo(page, '/account/privacy');
    await page.getByRole('button', { name: 'Request my data' }).click();
    await expect(page.getByText('We are preparing your file…')).toBeVisible();
    await expect(page.getByText(/Your file is ready\. You can download it until/)).toBeVisible({ timeout: 15_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toBe('clipback-personal-data.json');
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { customer: { email: string } };
    expect(file.customer.email).toBe(DEMO.email);
  });

  test('an e-mail settings link opens the e-mail settings without signing in; a bad link never signs anyone out', async ({ page, browser, request }) => {
    const sent = await request.post('/sandbox/email-settings-links', { data: { email: DEMO.email } });
    expect(sent.status()).toBe(201);
    const outbox = (await (await request.get(`/sandbox/outbox?recipient=${encodeURIComponent(DEMO.email)}`)).json()) as { messages: { subject: string; links: string[] }[] };
    const message = outbox.messages.find((candidate) => candidate.subject === 'Your Clipback e-mail settings');
    const link = new URL(message!.links[0]!);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(link.pathname + link.search);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Email settings' })).toBeVisible();
    const box = visitor.getByRole('checkbox', { name: 'Product news and tips' });
    const before = await box.isChecked();
    await box.click();
    await expect(box).toBeChecked({ checked: !before });
    await expect(box).toBeEnabled();
    await visitor.reload();
    await expect(visitor.getByRole('checkbox', { name: 'Product news and tips' })).toBeChecked({ checked: !before });

    await signInAsDemo(page, '/account/notifications');
    await expect(page.getByRole('checkbox', { name: 'Product news and tips' })).toBeChecked({ checked: !before });
    await page.goto('/email-settings?token=est-not-a-real-token');
    await expect(page.getByRole('alert')).toHaveText('Looks like that link is expired or invalid.');
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  });
});
