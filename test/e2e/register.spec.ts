import { expect, test } from './support/test';
import { DEMO_CUSTOMERS } from '../../scripts/sandbox/seed/fixtures';
import { fillRegistration, newShopperEmail, referralLinkOf, signUpAndRegister, signUpAtProvider } from './support/registration';
import { DEMO } from './support/sandboxApi';

test.describe('registration', () => {
  test('a brand-new shopper signs up from a shared referral link and registers with the code prefilled', async ({ page, request }) => {
    test.setTimeout(60_000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    const link = new URL(await referralLinkOf(request, DEMO.email));
    expect(`${link.pathname}${link.search}`).toBe(`/register?friend=${DEMO_CUSTOMERS.DEMO.referralCode}`);
    await page.goto(`${link.pathname}${link.search}`);

    // The link hands a visitor over to the provider's sign-up, then back to the form with the code.
    await signUpAtProvider(page, { email: newShopperEmail('referred') });
    await expect(page).toHaveURL(new RegExp(`/register\\?friend=${DEMO_CUSTOMERS.DEMO.referralCode}$`));
    const referral = page.getByLabel('Referral code (optional)');
    await expect(referral).toHaveValue(DEMO_CUSTOMERS.DEMO.referralCode);
    await expect(page.getByText('Referral code applied.')).toBeVisible();

    await fillRegistration(page, { zip: '8020' });
    const zip = page.getByLabel('Zip code');
    await expect(zip).toBeFocused();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText("Hm, that zip code doesn't look right.")).toBeVisible();

    await fillRegistration(page, { zip: '80202', birthDate: '2015-06-01' });
    await expect(page.getByLabel('Birth date')).toBeFocused();
    await expect(page.getByText('You need to be 18 or over to use our app.')).toBeVisible();
    await expect(page).toHaveURL(/\/register/);

    await fillRegistration(page, { birthDate: '1994-03-09' });
    await expect(page).toHaveURL(/\/welcome\?source=register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Clipback!' })).toBeVisible();
    // Signed in as the new customer: the account menu shows the first name.
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('button')).toContainText('Riley');
    expect(problems).toEqual([]);
  });

  test('Sign Up in the header leads through the provider and the form to the welcome page', async ({ page }) => {
    test.setTimeout(60_000);
    await signUpAndRegister(page, { firstName: 'Quinn' });
  });
});
