import { expect, test } from './support/test';
import { ALCOHOL_OFFER } from '../../scripts/sandbox/seed/catalogue';
import { signUpAndRegister } from './support/registration';
import { signInAsDemo } from './support/signIn';

// 001 §1: "Alcohol offers are only for users over 21." The seed's one alcohol offer, searched for in a browser.

const SEARCH_PATH = `/search?q=${encodeURIComponent('Lakeside Craft Lager')}`;

/** 'YYYY-MM-DD' of the day `years` years before today (UTC). */
function yearsAgo(years: number): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

test('a shopper over 21 finds the alcohol offer in search', async ({ page }) => {
  await signInAsDemo(page, SEARCH_PATH);
  await expect(page.getByRole('main').getByText(ALCOHOL_OFFER.name).first()).toBeVisible();
});

test('a new shopper of 19 does not: not in search, and its page is not found', async ({ page }) => {
  await signUpAndRegister(page, { birthDate: yearsAgo(19) });
  await page.goto(SEARCH_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(ALCOHOL_OFFER.name)).toHaveCount(0);
  await page.goto(`/offers/${ALCOHOL_OFFER.id}`);
  await expect(page.getByRole('main').getByText(ALCOHOL_OFFER.name)).toHaveCount(0);
});
