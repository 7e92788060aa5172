import { expect, test } from './support/test';
import { DEMO_CUSTOMERS } from '../../scripts/sandbox/seed/fixtures';
import { completeSecurityCheckup } from './support/accountSecurity';
import { fillRegistration, NEW_SHOPPER_PASSWORD, newShopperEmail, referralLinkOf, signUpAtProvider } from './support/registration';
import { DEMO } from './support/sandboxApi';

// Issue 14's acceptance journey, in one browser session with Global Privacy Control on: a brand-new shopper
// from a shared referral link to a complete account, then the profile, privacy and the help centre.
test('a brand-new shopper signs up from a referral link, registers, completes the checkup and uses the account area', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await context.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const email = newShopperEmail('journey');

  // Sign-up at the identity provider from the demo's shared link; the code survives the trip.
  const link = new URL(await referralLinkOf(request, DEMO.email));
  await page.goto(`${link.pathname}${link.search}`);
  await signUpAtProvider(page, { email });
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue(DEMO_CUSTOMERS.DEMO.referralCode);

  // Refused with the documents' messages, then registered.
  await fillRegistration(page, { firstName: 'Jordan', zip: '8020' });
  await expect(page.getByText("Hm, that zip code doesn't look right.")).toBeVisible();
  await fillRegistration(page, { firstName: 'Jordan', zip: '80202', birthDate: '2012-01-15' });
  await expect(page.getByText('You need to be 18 or over to use our app.')).toBeVisible();
  await fillRegistration(page, { firstName: 'Jordan', zip: '80202', birthDate: '1990-07-04' });
  await expect(page).toHaveURL(/\/welcome\?source=register$/);

  // The account page needs a completed checkup: the e-mail link and the SMS code come from the sandbox outbox.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/security-checkup\?redirect=%2Faccount$/);
  await completeSecurityCheckup(page, request, {
    email,
    password: NEW_SHOPPER_PASSWORD,
    firstName: 'Jordan',
    lastName: 'Avery',
    phone: `(720) 555-${String(Date.now() % 10_000).padStart(4, '0')}`,
  });
  await expect(page).toHaveURL(/\/account$/);

  // Profile: a wrong password is refused, the right one saves.
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Edit' }).click();
  await panel.getByLabel('Zip code').fill('10001');
  await panel.getByRole('button', { name: 'Save' }).click();
  const prompt = page.getByRole('dialog', { name: 'Confirm your password' });
  await prompt.getByLabel('Password').fill('not-my-password');
  await prompt.getByRole('button', { name: 'Save changes' }).click();
  await expect(prompt.getByText('Incorrect password.')).toBeVisible();
  await prompt.getByLabel('Password').fill(NEW_SHOPPER_PASSWORD);
  await prompt.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByText('Your profile is saved.')).toBeVisible();
  await expect(panel.getByText('10001')).toBeVisible();

  // Privacy with Global Privacy Control on: all three settings on, and kept on.
  await page.getByRole('tab', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/account\/privacy$/);
  for (const name of ['Limit ad tracking', 'Do not sell or share my personal information', 'Limit the use of my personal information']) {
    await expect(page.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
  }

  // The help centre from the account menu lands on the help-desk stand-in, as this shopper.
  const accountNav = page.getByRole('navigation', { name: 'Account' });
  await accountNav.getByRole('button').click();
  await accountNav.getByRole('link', { name: 'Help center', exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/help-desk\/access\/jwt\?/);
  await expect(page.getByRole('status')).toContainText(email);

  expect(problems).toEqual([]);
  await context.close();
});
