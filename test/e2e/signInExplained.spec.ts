import { expect, test } from './support/test';
import { newShopperEmail, signUpAtProvider } from './support/registration';

// What a new shopper meets on the way in (issue 29's walk): why they are asked to sign in, no failed members-only
// calls first, and a header that fits the step they are on.
test.describe('the way in, explained', () => {
  test('a signed-out /search asks nothing of the search service and the sign-in page says why', async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    await page.goto('/search?q=boots&page=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Sign in to search retailers and offers on Clipback.')).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('a second members-only link within 60 s stays on /login, explained, with a Log in that says why again', async ({ page }) => {
    await page.goto('/bonuses');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.goto('/bonuses');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fbonuses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to see your bonuses' })).toBeVisible();
    await expect(page.getByText('Bonuses are extra cash back for members.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Sign in to see your bonuses: extra cash back for Clipback members.')).toBeVisible();
  });

  test('after sign-up the registration step offers Log out (not Log In / Sign Up) and Finish and continue', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign Up' }).click();
    await signUpAtProvider(page, { email: newShopperEmail('walk') });
    await expect(page.getByRole('heading', { level: 1, name: 'Finish creating your account' })).toBeVisible();
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Log In')).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('Sign Up')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Finish and continue' })).toBeVisible();
  });
});
