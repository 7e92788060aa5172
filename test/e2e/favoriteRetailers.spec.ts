import { expect, test, type Page } from './support/test';
import { retailerPath } from '../../domain/browsing/paths';
import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../../domain/constants/retailers';
import { FIXED_RETAILER_GROUP, FIXED_RETAILERS } from '../../scripts/sandbox/seed/fixtures';
import { FAVORITES_COPY } from '../../ui/pages/account/copy';
import { signInAsDemo } from './support/signIn';

/** Grandmart's group (group 1): favouriting one member favourites both (001 §4). */
const nameOf = (id: number) => FIXED_RETAILERS.find((retailer) => retailer.id === id)!.name;
const SUPERSTORE = { id: RETAILER_ID.DIRECT_INTEGRATION, name: nameOf(RETAILER_ID.DIRECT_INTEGRATION) };
const GROUP_NAMES = FIXED_RETAILER_GROUP.retailerIds.map(nameOf);

const toggleFor = (page: Page, name: string) => page.getByRole('button', { name: `Favorite ${name}`, exact: true });

/** Presses a toggle and waits for the save and the reload to finish (the toggle stops being busy). */
async function press(page: Page, name: string, pressed: boolean): Promise<void> {
  const toggle = toggleFor(page, name).first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(pressed));
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
}

/** The default retailers, which the gallery places at position 6 whether favourites or not (000 §9). */
const DEFAULT_NAMES = DEFAULT_RETAILER_IDS.map(nameOf);

/**
 * Whether the group sorts with the favourites in the gallery's first page: every group member comes before the
 * first card that is neither a favourite nor a default retailer.
 */
async function groupSortsFirst(page: Page): Promise<boolean> {
  const cards = await page.locator('main ul > li').evaluateAll((items) =>
    items.map((item) => ({ name: item.querySelector('img')?.getAttribute('alt') ?? '', pressed: item.querySelector('button')?.getAttribute('aria-pressed') === 'true' })),
  );
  const firstOther = cards.findIndex((card) => !card.pressed && !DEFAULT_NAMES.includes(card.name));
  const groupPlaces = GROUP_NAMES.map((name) => cards.findIndex((card) => card.name === name));
  return groupPlaces.every((place) => place >= 0 && place < firstOther && cards[place]!.pressed);
}

test('the demo shopper favourites a grouped retailer: its group becomes favourites, sorts first, then goes', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await signInAsDemo(page, retailerPath(SUPERSTORE));
  await expect(page.getByRole('heading', { level: 1, name: SUPERSTORE.name })).toBeVisible();

  // The seeded demo shopper has 1408 as a favourite: unfavourite it (its group goes with it) to start clean.
  const toggle = toggleFor(page, SUPERSTORE.name);
  await expect(page.getByRole('button', { name: `Favorite ${SUPERSTORE.name}`, pressed: true }).or(page.getByRole('button', { name: `Favorite ${SUPERSTORE.name}`, pressed: false }))).toBeVisible();
  await page.waitForLoadState('networkidle');
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await press(page, SUPERSTORE.name, false);
  await page.reload();
  await expect(toggleFor(page, SUPERSTORE.name)).toHaveAttribute('aria-pressed', 'false');

  // Favourite it from the keyboard: both group members become favourites and survive a reload.
  await toggleFor(page, SUPERSTORE.name).focus();
  await page.keyboard.press('Enter');
  await expect(toggleFor(page, SUPERSTORE.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(toggleFor(page, SUPERSTORE.name)).not.toHaveAttribute('aria-busy', 'true');

  await page.goto('/retailers');
  await page.reload();
  for (const name of GROUP_NAMES) await expect(toggleFor(page, name)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => groupSortsFirst(page)).toBe(true);

  // The account's Favorites tab lists both.
  await page.goto('/account/favorites');
  const panel = page.getByRole('tabpanel').getByRole('region', { name: FAVORITES_COPY.RETAILERS_HEADING });
  for (const name of GROUP_NAMES) await expect(panel.getByRole('link', { name })).toBeVisible();

  // Unfavourite from a gallery card: the group leaves the favourites (and the card its place up front).
  await page.goto('/retailers');
  await toggleFor(page, SUPERSTORE.name).click();
  for (const name of GROUP_NAMES) await expect(page.getByRole('button', { name: `Favorite ${name}`, pressed: true })).toHaveCount(0);
  await page.reload();
  await expect.poll(() => groupSortsFirst(page)).toBe(false);
  for (const name of GROUP_NAMES) await expect(page.getByRole('button', { name: `Favorite ${name}`, pressed: true })).toHaveCount(0);
  await page.goto(retailerPath(SUPERSTORE));
  await expect(toggleFor(page, SUPERSTORE.name)).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/account/favorites');
  const after = page.getByRole('tabpanel').getByRole('region', { name: FAVORITES_COPY.RETAILERS_HEADING });
  await expect(after.getByRole('list')).toBeVisible();
  for (const name of GROUP_NAMES) await expect(after.getByRole('link', { name })).toHaveCount(0);
  expect(problems).toEqual([]);
});
