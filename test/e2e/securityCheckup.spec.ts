import { expect, test } from './support/test';
import { completeSecurityCheckup, FRESH, FRIEND, latestLinkTo, signInAtProvider } from './support/accountSecurity';

test.describe('account security', () => {
  test('a customer with an incomplete checkup is sent from /account to the checkup, completes it and reaches /account', async ({ page, request }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/account');
    await signInAtProvider(page, FRESH);
    await expect(page).toHaveURL(/\/account\/security-checkup\?redirect=%2Faccount$/);
    await expect(page.getByRole('list', { name: 'Checkup steps' }).getByRole('listitem')).toHaveCount(3);

    // The name step refuses a wrong password with the documents' message, inline.
    const step = page.getByRole('group');
    await step.getByLabel('First name').fill('Sam');
    await step.getByLabel('Last name').fill('Newman');
    await step.getByLabel('Password').fill('not-the-password');
    await step.getByRole('button', { name: 'Save and continue' }).click();
    await expect(step.getByText('Incorrect password.')).toBeVisible();
    await expect(step.getByLabel('Password')).toBeFocused();

    await completeSecurityCheckup(page, request, { ...FRESH, firstName: 'Sam', lastName: 'Newman', phone: '(303) 555-0177' });

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    // The profile panel shows the names the checkup saved.
    const profile = page.getByRole('tabpanel');
    await expect(profile.locator('dd').nth(0)).toHaveText('Sam');
    await expect(profile.locator('dd').nth(1)).toHaveText('Newman');
    expect(problems).toEqual([]);
  });

  test('wrong passwords lock the account; the e-mailed unlock link unlocks it and signing in works again', async ({ page, request }) => {
    await page.goto('/login?redirect=%2Fhome');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signInAtProvider(page, { email: FRIEND.email, password: `wrong-${attempt}` });
    }
    await expect(page.getByRole('alert')).toContainText('Your account is locked');

    const link = await latestLinkTo(request, FRIEND.email, '/unlock-account');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is unlocked' })).toBeVisible();

    // The same link a second time is used up.
    const again = await page.context().newPage();
    await again.goto(link);
    await expect(again.getByRole('alert')).toHaveText('Looks like that link is expired or invalid.');
    await again.close();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await signInAtProvider(page, FRIEND);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('button')).toContainText(/\w+ \w\./);
  });
});
