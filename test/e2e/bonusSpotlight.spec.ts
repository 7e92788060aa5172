import { expect, test, type Page } from './support/test';
import { BONUS_HOW_TO_COMPLETE_HEADING } from '../../domain/bonuses/bonusDescription';
import { BREADCRUMB_LABEL } from '../../domain/constants/navigation';
import { MODAL_TITLE } from '../../ui/components/ModalHost/copy';
import { BREADCRUMBS_COPY } from '../../ui/components/Breadcrumbs/copy';
import { OFFER_COPY } from '../../ui/components/offers/copy';
import { BONUS_PAGE_COPY } from '../../ui/pages/bonus/copy';
import { SEARCH_PAGE_COPY } from '../../ui/pages/search/copy';
import { signInAsDemo } from './support/signIn';
import { BONUS_NOT_FOUND } from '../../domain/bonuses/bonusLookup';
import { screenshotWholePage } from './support/screenshots';

// The bonus spotlight end to end (issue 18): the demo shopper finds a bonus in the search results, opens its
// spotlight, reads 'How to complete this bonus', adds one of its offers there, and an unknown id is 'Bonus not found'.

/** A seeded bonus with offers (scripts/sandbox/seed/catalogue.ts): its id is read from the page, never typed. */
const BONUS_NAME = 'Funded snack bonus';

/** The dialogs an unlock may open after it: account-not-linked ('Link your …') or post-offer-unlock. */
const POST_UNLOCK_DIALOG = new RegExp(`^(Link your|${MODAL_TITLE.postOfferUnlock}$)`);

/** Closes what an unlock may open: the sweepstakes agreement (accepted), then a follow-up dialog. */
async function settleUnlockDialogs(page: Page): Promise<void> {
  const sweepstakes = page.getByRole('dialog', { name: 'Enter the sweepstakes' });
  if (await sweepstakes.waitFor({ state: 'visible', timeout: 1500 }).then(() => true, () => false)) {
    for (const box of await sweepstakes.getByRole('checkbox').all()) await box.check();
    await sweepstakes.getByRole('button', { name: 'Accept & add offer' }).click();
  }
  const followUp = page.getByRole('dialog', { name: POST_UNLOCK_DIALOG });
  if (await followUp.waitFor({ state: 'visible', timeout: 3000 }).then(() => true, () => false)) await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('the demo shopper opens a bonus spotlight, reads how to complete it and adds one of its offers', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await signInAsDemo(page, '/home');
  await page.goto(`/search?q=${encodeURIComponent(BONUS_NAME)}`);
  const bonuses = page.getByRole('list', { name: SEARCH_PAGE_COPY.BONUSES });
  const link = bonuses.getByRole('link', { name: BONUS_NAME, exact: true });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/bonuses\/\d+$/);
  await link.click();

  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: BONUS_NAME })).toBeVisible();
  await expect(page).toHaveTitle(`${BONUS_NAME} | Clipback`);
  const crumbs = page.getByRole('navigation', { name: BREADCRUMBS_COPY.NAV_LABEL });
  await expect(crumbs.getByRole('link', { name: BREADCRUMB_LABEL.BONUSES })).toBeVisible();
  await expect(crumbs).toContainText(BONUS_NAME);
  const howTo = page.getByRole('region', { name: BONUS_HOW_TO_COMPLETE_HEADING });
  await expect(howTo.getByRole('listitem').first()).toBeVisible();

  const offers = page.getByRole('region', { name: BONUS_PAGE_COPY.OFFERS_HEADING });
  const add = offers.getByRole('button', { name: OFFER_COPY.addOffer('') }).first();
  await expect(add).toBeVisible();
  const offerName = ((await add.getAttribute('aria-label')) ?? '').slice(OFFER_COPY.addOffer('').length);
  await add.click();
  await settleUnlockDialogs(page);
  const remove = offers.getByRole('button', { name: OFFER_COPY.removeOffer(offerName) });
  await expect(remove).toBeVisible();
  // Added on the server: it stays added after a reload. Then removed again, so the demo's offers stay as seeded.
  await page.reload();
  await expect(remove).toBeVisible();

  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 1, name: BONUS_NAME })).toBeVisible();
    await screenshotWholePage(page, `test-results/screenshots/bonus-spotlight-${width}.png`);
  }
  await remove.click();
  await expect(offers.getByRole('button', { name: OFFER_COPY.addOffer(offerName) })).toBeVisible();
  expect(problems).toEqual([]);
});

test("an unknown bonus id shows 'Bonus not found'", async ({ page }) => {
  await signInAsDemo(page, '/home');
  await page.goto('/bonuses/999999');
  await expect(page.getByText(BONUS_NOT_FOUND, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 700 });
  await screenshotWholePage(page, 'test-results/screenshots/bonus-not-found-375.png');
});
