import { expect, test } from './support/test';
import { LIMITS } from '../../domain/constants/limits';
import { BREADCRUMB_LABEL } from '../../domain/constants/navigation';
import { BREADCRUMBS_COPY } from '../../ui/components/Breadcrumbs/copy';
import { FIXED_RETAILERS } from '../../scripts/sandbox/seed/fixtures';
import { RETAILER_ID } from '../../domain/constants/retailers';
import { OFFER_COPY } from '../../ui/components/offers/copy';
import { SEARCH_PAGE_COPY as COPY } from '../../ui/pages/search/copy';
import { signInAsDemo } from './support/signIn';

// The search results page end to end (issue 17): a misspelled query from the header, "Did you mean", the search
// exactly as typed, and a second page of offers, on the seeded demo catalogue.

const MISSPELLED = 'Grandmrat';
const CORRECTED = 'grandmart';
const GRANDMART = FIXED_RETAILERS.find((retailer) => retailer.id === RETAILER_ID.DIRECT_INTEGRATION)!;
/** A word more than 50 of the seeded offers' names carry, so its offers take several pages. */
const MANY_OFFERS_TERM = 'organic';

test('a misspelled search from the header offers "Did you mean", whose link shows the results', async ({ page }) => {
  await signInAsDemo(page, '/home');
  const box = page.getByRole('search').locator('input');
  await box.fill(MISSPELLED);
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?q=${MISSPELLED}`);
  await expect(page.getByRole('heading', { level: 1, name: COPY.resultsFor(MISSPELLED) })).toBeVisible();
  await expect(page.getByText(`${COPY.DID_YOU_MEAN} ${CORRECTED}?`)).toBeVisible();
  await expect(page).toHaveTitle(`${COPY.documentTitle(MISSPELLED)} | Clipback`);

  await page.getByRole('link', { name: CORRECTED, exact: true }).click();
  await expect(page).toHaveURL(`/search?q=${CORRECTED}`);
  await expect(page.getByRole('heading', { level: 1, name: COPY.resultsFor(CORRECTED) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: COPY.RETAILERS })).toBeVisible();
  await expect(page.getByRole('main').getByText(GRANDMART.name).first()).toBeVisible();
  await expect(page.getByText(COPY.DID_YOU_MEAN)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: BREADCRUMBS_COPY.NAV_LABEL }).getByText(BREADCRUMB_LABEL.SEARCH_RESULTS)).toBeVisible();
});

test('"Search instead for" searches the term exactly as typed, which finds nothing', async ({ page }) => {
  await signInAsDemo(page, `/search?q=${MISSPELLED}`);
  await page.getByRole('link', { name: MISSPELLED, exact: true }).click();
  await expect(page).toHaveURL(`/search?q=${MISSPELLED}&correctSpelling=false`);
  await expect(page.getByRole('heading', { level: 2, name: COPY.emptyTitle(MISSPELLED) })).toBeVisible();
  await expect(page.getByRole('link', { name: COPY.BROWSE_CATEGORIES })).toHaveAttribute('href', '/categories');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: COPY.emptyTitle(MISSPELLED) })).toBeVisible();
});

test('the offers of a broad search come 50 a page, the page kept in the URL', async ({ page }) => {
  await signInAsDemo(page, `/search?q=${MANY_OFFERS_TERM}`);
  const cards = page.getByRole('main').locator('article');
  await expect(cards).toHaveCount(LIMITS.DEFAULT_OFFERS_LIMIT);
  const firstOnPage1 = await cards.first().locator('h3').textContent();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(`/search?q=${MANY_OFFERS_TERM}&page=2`);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first().locator('h3')).not.toHaveText(firstOnPage1 ?? '');
  await page.goBack();
  await expect(page).toHaveURL(`/search?q=${MANY_OFFERS_TERM}`);
  await expect(cards.first().locator('h3')).toHaveText(firstOnPage1 ?? '');
});

test('an offer is unlocked straight from its result card', async ({ page }) => {
  await signInAsDemo(page, `/search?q=${MANY_OFFERS_TERM}`);
  const add = page.getByRole('main').getByRole('button', { name: OFFER_COPY.addOffer('') }).first();
  const label = (await add.getAttribute('aria-label')) ?? '';
  const name = label.slice(OFFER_COPY.addOffer('').length);
  await add.click();
  await expect(page.getByRole('main').getByRole('button', { name: OFFER_COPY.removeOffer(name), exact: true })).toBeVisible();
});
