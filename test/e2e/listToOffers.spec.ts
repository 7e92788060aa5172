import { expect, test, type Page } from './support/test';
import { FLAG, LIST_TO_OFFERS_VALUE } from '../../domain/constants/flags';
import { DEFAULT_RETAILER_IDS } from '../../domain/constants/retailers';
import { FEEDBACK_THANKS } from '../../domain/shoppingList/feedback';
import { SIDEBAR_BACK_LINK } from '../../domain/shoppingList/sidebarView';
import { loadSeedFlags } from '../../scripts/sandbox/seed/flags';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, FIXED_RETAILERS } from '../../scripts/sandbox/seed/fixtures';
import { FREQUENCY_LABEL, SIDEBAR_COPY } from '../../ui/components/ListToOffersSidebar/copy';
import { OFFER_COPY } from '../../ui/components/offers/copy';
import { offersAt, setFlags, tokenFor } from './support/sandboxApi';

// The list-to-offers journey (issue 17 acceptance): open the sidebar, pick a grocery store, type a three-line list,
// get matched groups, unlock an offer from a group, check a group, reload and find it still checked, send feedback
// once. It signs in as the demo's friend, so the demo account's unlocked offers, read by other specs, stay as seeded.

const SHOPPER = { email: DEMO_CUSTOMERS.FRIEND.email, password: DEMO_PASSWORD };
/** The store picked in select_retailer: the second default retailer (the first is already selected). */
const STORE = FIXED_RETAILERS.find((retailer) => retailer.id === DEFAULT_RETAILER_IDS[1])!;

/** Three list lines from the store's own offers (product names without their size), so each line matches one. */
async function threeLinesAt(page: Page, retailerId: number): Promise<string[]> {
  const token = await tokenFor(page.request, SHOPPER.email);
  const names = (await offersAt(page.request, retailerId, token)).filter((offer) => !offer.activated).map((offer) => offer.name.split(',')[0]!.trim());
  const lines = [...new Set(names.map((name) => name.toLowerCase()))].slice(0, 3);
  expect(lines, `${STORE.name} carries three offers`).toHaveLength(3);
  return lines;
}

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByLabel('Password').fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

/** An unlock may be followed by a modal (000 §4: post-offer-unlock and the like): the shopper closes it. */
async function closeFollowUpModal(page: Page): Promise<void> {
  const modal = page.locator('dialog[open]');
  await modal.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
  if (await modal.count()) await modal.getByRole('button', { name: 'Close' }).first().click();
}

test.describe('the list-to-offers sidebar', () => {
  const seeded = loadSeedFlags()[FLAG.LIST_TO_OFFERS];
  test.beforeEach(async ({ request }) => setFlags(request, { [FLAG.LIST_TO_OFFERS]: LIST_TO_OFFERS_VALUE.ENABLED }));
  test.afterEach(async ({ request }) => setFlags(request, { [FLAG.LIST_TO_OFFERS]: seeded }));

  test('a shopper matches a three-line list, unlocks from a group, keeps a group checked over a reload and sends feedback once', async ({ page }) => {
    test.setTimeout(90_000);
    const lines = await threeLinesAt(page, STORE.id);
    await signIn(page, '/home');

    await page.getByRole('button', { name: SIDEBAR_COPY.OPEN_BUTTON }).click();
    const sidebar = page.getByRole('dialog', { name: 'Shopping list' });
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('button', { name: /^Change store/ }).click();
    await sidebar.getByRole('button', { name: STORE.name, exact: false }).first().click();
    await expect(sidebar.getByText(`${SIDEBAR_COPY.SHOPPING_AT} ${STORE.name}`)).toBeVisible();

    const find = sidebar.getByRole('button', { name: SIDEBAR_COPY.FIND_OFFERS });
    const list = sidebar.getByLabel(SIDEBAR_COPY.LIST_LABEL);
    await list.fill('  ');
    await expect(find).toBeDisabled();
    await list.fill(lines.join('\n'));
    await find.click();

    const groups = sidebar.locator('section[aria-label]');
    await expect(groups).toHaveCount(3);
    const first = groups.first();
    const add = first.getByRole('button', { name: new RegExp(`^${OFFER_COPY.addOffer('')}`) }).first();
    const offerName = ((await add.getAttribute('aria-label')) ?? '').slice(OFFER_COPY.addOffer('').length);
    await add.click();
    await expect(first.getByRole('button', { name: OFFER_COPY.removeOffer(offerName) }).first()).toBeVisible();
    await closeFollowUpModal(page);

    const checkedTitle = (await groups.nth(1).getAttribute('aria-label'))!;
    await groups.nth(1).getByRole('checkbox').check();
    await expect(groups.nth(1).getByRole('button', { name: new RegExp(checkedTitle, 'i') })).toHaveAttribute('aria-expanded', 'false');

    // Window mode after a reload: the stored list opens in matched_offers with the group still checked.
    await page.goto('/home?ipnSidebar=true');
    const reopened = page.getByRole('dialog', { name: 'Shopping list' });
    const checkedGroup = reopened.locator(`section[aria-label="${checkedTitle}"]`);
    await expect(checkedGroup.getByRole('checkbox')).toBeChecked();
    await expect(reopened.locator(`section[aria-label="${(await groups.first().getAttribute('aria-label'))!}"]`).getByRole('button', { name: OFFER_COPY.removeOffer(offerName) }).first()).toBeVisible();

    await reopened.getByRole('button', { name: SIDEBAR_COPY.GIVE_FEEDBACK }).click();
    await reopened.getByRole('radio', { name: new RegExp(FREQUENCY_LABEL.often) }).check();
    await reopened.getByLabel(SIDEBAR_COPY.FEEDBACK_TEXT_LABEL).fill('More stores, please.');
    await reopened.getByRole('button', { name: SIDEBAR_COPY.FEEDBACK_SUBMIT }).click();
    await expect(reopened.getByRole('status').filter({ hasText: FEEDBACK_THANKS })).toBeVisible();
    await expect(reopened.getByRole('button', { name: SIDEBAR_COPY.GIVE_FEEDBACK })).toHaveCount(0);

    // Change then back keeps the view, the back link named after it.
    await reopened.getByRole('button', { name: /^Change store/ }).click();
    await reopened.getByRole('button', { name: SIDEBAR_BACK_LINK.matched_offers }).click();
    await expect(checkedGroup).toBeVisible();

    // Leave the offer as found: the friend's unlocked offers are the seed's again.
    await reopened.locator('section[aria-label]').first().getByRole('button', { name: OFFER_COPY.removeOffer(offerName) }).first().click();
    await expect(reopened.locator('section[aria-label]').first().getByRole('button', { name: OFFER_COPY.addOffer(offerName) }).first()).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(reopened).toHaveCount(0);
  });
});
