import { expect, test } from './support/test';
import { DEMO } from './support/sandboxApi';

test.describe('signing in through the identity provider', () => {
  test('a protected page sends a visitor to sign in, and back to it afterwards', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/account');
    // The guard sends the visitor to /login?redirect=/account, which hands over to the provider.
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/identity\/interaction\//);

    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText(DEMO.email)).toBeVisible();
    // The header shows first name + last initial and the balance (above 0 for the demo account).
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('button')).toContainText(/\w+ \w\./);
    await expect(account.getByRole('button')).toContainText(/\$\d+\.\d{2}/);
    expect(problems).toEqual([]);
  });

  test('a wrong password keeps the visitor on the sign-in page with a message', async ({ page }) => {
    await page.goto('/login?redirect=%2Faccount');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Wrong email or password.');
  });

  test('signing out returns to the home page, signed out', async ({ page }) => {
    await page.goto('/login?redirect=%2Faccount');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('button', { expanded: false }).click();
    await account.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test("Sign Up opens the provider's sign-up screen; until then a visitor's home loads no sign-in code", async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    const signInCode = () => chunks.filter((path) => /^\/assets\/chunks\/(authFlows|auth0Identity)-/.test(path)).map((path) => path.split('-')[0]);
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    // The sign-in state of a visitor is read without the identity's code or the sign-in flows (issue 31).
    expect(signInCode()).toEqual([]);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(signInCode().sort()).toEqual(['/assets/chunks/auth0Identity', '/assets/chunks/authFlows']);
  });
});
