import { expect, test, type Page } from './support/test';
import { categoryPath, retailerPath } from '../../domain/browsing/paths';
import { hasSweepstakesReward } from '../../domain/offers/rewards';
import { MODAL_TITLE } from '../../ui/components/ModalHost/copy';
import { RETAILER_OFFERS_PER_PAGE } from '../../domain/offers/pagination';
import { LOGGED_OUT_MODAL } from '../../ui/components/LoggedOutModal/copy';
import { BRIGHT_BASKET, DEMO, GROCERY, offersAt, setFlags, tokenFor } from './support/sandboxApi';
import { screenshotWholePage } from './support/screenshots';

const BRIGHT_BASKET_PATH = retailerPath(BRIGHT_BASKET);

async function signIn(page: Page, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?]/g, '\\?')}$`));
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

test.describe('browsing', () => {
  test('a visitor browses home → category, meets the logged-out modal on a retailer card, then retailer → offer', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/home');
    await expect(heading(page, 'Earn cash back where you already shop')).toBeVisible();
    await page.getByRole('region', { name: 'Shop by category' }).getByRole('link', { name: GROCERY.name, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${categoryPath(GROCERY)}$`));
    await expect(heading(page, GROCERY.name)).toBeVisible();
    // A visitor's retailer card opens the logged-out modal named after the retailer and stays put (000 §6).
    const card = page.getByRole('main').getByRole('link', { name: new RegExp(BRIGHT_BASKET.name) }).first();
    await expect(card).toHaveAttribute('href', BRIGHT_BASKET_PATH);
    await card.click();
    const cardDialog = page.getByRole('dialog', { name: LOGGED_OUT_MODAL.retailerTitle(BRIGHT_BASKET.name) });
    await expect(cardDialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${categoryPath(GROCERY)}$`));
    await page.keyboard.press('Escape');
    await expect(cardDialog).toBeHidden();

    // The card's address still opens the retailer page (a new tab, a shared link).
    await page.goto(BRIGHT_BASKET_PATH);
    await expect(heading(page, BRIGHT_BASKET.name)).toBeVisible();
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });

    const offerLink = page.getByRole('main').locator('a[href^="/offers/"]').first();
    const offerName = (await offerLink.innerText()).trim();
    await offerLink.click();
    await expect(heading(page, offerName)).toBeVisible();
    await expect(breadcrumbs.getByRole('link', { name: BRIGHT_BASKET.name, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Add offer: ${offerName}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /sign up/i })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /log in/i })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("a signed-in shopper's retailer card opens the retailer page, its trail extending the category's", async ({ page }) => {
    await signIn(page, categoryPath(GROCERY));
    await expect(heading(page, GROCERY.name)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: new RegExp(BRIGHT_BASKET.name) }).first().click();

    await expect(page).toHaveURL(new RegExp(`${BRIGHT_BASKET_PATH}$`));
    await expect(heading(page, BRIGHT_BASKET.name)).toBeVisible();
    // The trail extends the category page's (000 §2 Breadcrumbs).
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbs.getByRole('link', { name: GROCERY.name, exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a bad retailer id lands on /retailers with the documents' message", async ({ page }) => {
    await page.goto('/retailers/Acme/not-a-number');
    await expect(page).toHaveURL(/\/retailers$/);
    await expect(page.getByText("Sorry, we couldn't find that retailer.")).toBeVisible();
    await expect(heading(page, 'All retailers')).toBeVisible();
  });

  test('maintenance mode replaces the site, header included', async ({ page, request }) => {
    await setFlags(request, { maintenance: true });
    try {
      await page.goto('/home');
      await expect(heading(page, "We'll be right back")).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
    } finally {
      await setFlags(request, { maintenance: false });
    }
    await page.reload();
    await expect(heading(page, 'Earn cash back where you already shop')).toBeVisible();
  });

  test('screenshots of home and a retailer page at 375, 768 and 1280 px', async ({ page }) => {
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/home');
      await expect(page.getByRole('region', { name: 'Recommended retailers' }).getByRole('link').first()).toBeVisible();
      await screenshotWholePage(page, `test-results/screenshots/home-${width}.png`);
      await page.goto(BRIGHT_BASKET_PATH);
      await expect(page.getByRole('main').locator('a[href^="/offers/"]').first()).toBeVisible();
      await screenshotWholePage(page, `test-results/screenshots/retailer-${width}.png`);
    }
  });
});

/** The dialogs an unlock may open: account-not-linked ('Link your …') or post-offer-unlock. */
const POST_UNLOCK_DIALOG = new RegExp(`^(Link your|${MODAL_TITLE.postOfferUnlock}$)`);

test.describe('offers, signed in', () => {
  test('unlocking an offer survives a reload, and deactivating works', async ({ page, request }) => {
    const token = await tokenFor(request, DEMO.email);
    const offers = (await offersAt(request, BRIGHT_BASKET.id, token)).slice(0, RETAILER_OFFERS_PER_PAGE);
    const offer = offers.find((candidate) => !candidate.activated && !hasSweepstakesReward(candidate));
    if (!offer) throw new Error(`the seed has no plain offer to unlock at ${BRIGHT_BASKET.name}`);

    await signIn(page, BRIGHT_BASKET_PATH);
    const add = page.getByRole('button', { name: `Add offer: ${offer.name}` });
    const remove = page.getByRole('button', { name: `Remove offer: ${offer.name}` });
    await add.click();
    await expect(remove).toBeVisible();
    // The first unlock is followed by a modal: the post-offer-unlock one, or account-not-linked at a linking retailer.
    const followUp = page.getByRole('dialog', { name: POST_UNLOCK_DIALOG });
    await expect(followUp).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(followUp).toBeHidden();
    await page.reload();
    await expect(remove).toBeVisible();

    await remove.click();
    await expect(add).toBeVisible();
    await page.reload();
    await expect(add).toBeVisible();
  });

  test('a sweepstakes offer is added only after both agreements', async ({ page, request }) => {
    const token = await tokenFor(request, DEMO.email);
    const offers = await offersAt(request, BRIGHT_BASKET.id, token);
    let found = offers.find((candidate) => hasSweepstakesReward(candidate) && !candidate.activated);
    let retailerId = BRIGHT_BASKET.id;
    for (let id = 1; !found && id <= 80; id += 1) {
      found = (await offersAt(request, id, token)).find((candidate) => hasSweepstakesReward(candidate) && !candidate.activated);
      retailerId = id;
    }
    if (!found) throw new Error('the seed has no sweepstakes offer');

    const offerPath = `/offers/offer/${found.id}?retailerId=${retailerId}`;
    await signIn(page, offerPath);
    await page.getByRole('button', { name: `Add offer: ${found.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter the sweepstakes' });
    await expect(dialog).toBeVisible();
    const accept = dialog.getByRole('button', { name: 'Accept & add offer' });
    await expect(accept).toBeDisabled();
    const boxes = dialog.getByRole('checkbox');
    await boxes.nth(0).check();
    await expect(accept).toBeDisabled();
    await boxes.nth(1).check();
    await accept.click();
    await expect(page.getByText('Offer added to your list!')).toBeVisible();
    await expect(dialog).toBeHidden();
    // A post-unlock modal may follow (account-not-linked at a linking retailer, 000 §4, or the post-offer-unlock
    // one), a moment after the toast: wait for it before closing it, or Escape lands before it opens.
    const followUp = page.getByRole('dialog', { name: POST_UNLOCK_DIALOG });
    if (await followUp.waitFor({ state: 'visible', timeout: 3000 }).then(() => true, () => false)) await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Remove offer: ${found.name}` })).toBeVisible();
  });
});
