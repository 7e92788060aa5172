import { expect, test, type Page, type Request, type Route } from './support/test';
import { retailerPath } from '../../domain/browsing/paths';
import { RETAILER_ID } from '../../domain/constants/retailers';
import { FIXED_RETAILER_GROUP, FIXED_RETAILERS } from '../../scripts/sandbox/seed/fixtures';
import { signInAsDemo } from './support/signIn';

/**
 * Issue 29, defect 1: a favourite toggle pressed while the favourites are still being read used to be applied to
 * the list that arrived, and the whole-list save wiped the shopper's favourites. Here the reads are slowed to
 * 2 s on Grandmart Superstore's page (1408, grouped with 4).
 */
const SUPERSTORE = FIXED_RETAILERS.find((retailer) => retailer.id === RETAILER_ID.DIRECT_INTEGRATION)!;
const GROUP_IDS: readonly number[] = FIXED_RETAILER_GROUP.retailerIds;
const SLOW_READ_MS = 2_000;

/** The content service's GraphQL operation a request carries, if any. */
const graphqlOperation = (request: Request): string | null =>
  request.method() === 'POST' ? (/(?:query|mutation) (\w+)/.exec(request.postData() ?? '')?.[1] ?? null) : null;

/**
 * Answers the requests `matches` picks after a pause (they still reach the sandbox at once); every other request
 * passes untouched. `onAnswer` runs with each answer's body just before the page gets it.
 */
async function slowAnswers(page: Page, matches: (request: Request) => boolean, onAnswer: (body: unknown) => void = () => {}): Promise<void> {
  await page.route('**/*', async (route: Route) => {
    if (!matches(route.request())) return route.fallback();
    const response = await route.fetch();
    const body: unknown = await response.json();
    await new Promise((resolve) => setTimeout(resolve, SLOW_READ_MS));
    onAnswer(body);
    await route.fulfill({ response, json: body });
  });
}

/** The retailer ids of a FavoriteRetailers answer, in their order (GraphQL sends ids as strings). */
const idsOf = (body: unknown): number[] =>
  ((body as { data?: { customerNode?: { favoriteRetailers?: { retailerId: string | number }[] } } }).data?.customerNode?.favoriteRetailers ?? []).map((favorite) => Number(favorite.retailerId));

test('the delayed-read favourite press keeps 1408 and 4: the toggle offers no press until the favourites are read', async ({ page }) => {
  // Five slowed reads of 2 s and four pages on a shared machine.
  test.setTimeout(90_000);
  const saves: number[][] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/retailer_favorites.json')) saves.push((request.postDataJSON() as { retailer_ids: number[] }).retailer_ids);
  });
  const reads: number[][] = [];
  await slowAnswers(page, (request) => graphqlOperation(request) === 'FavoriteRetailers', (body) => reads.push(idsOf(body)));
  const toggle = page.getByRole('button', { name: `Favorite ${SUPERSTORE.name}`, exact: true });

  /** Before the read answers: busy and inert, with no pressed state to misread; the shopper presses anyway. */
  async function pressWhileReading(): Promise<void> {
    const readsBefore = reads.length;
    await expect(page.getByRole('heading', { level: 1, name: SUPERSTORE.name })).toBeVisible();
    // Soft: should they fail, the press below still shows what a press in this window does to the favourites.
    await expect.soft(toggle).toHaveAttribute('aria-busy', 'true', { timeout: 1_000 });
    await expect.soft(toggle).toBeDisabled({ timeout: 100 });
    await expect.soft(toggle).not.toHaveAttribute('aria-pressed', /.*/, { timeout: 100 });
    expect(reads.length, 'the favourites read has not answered yet').toBe(readsBefore);
    // force: past Playwright's own wait for an enabled button, as an impatient click would be.
    await toggle.click({ force: true });
    await page.screenshot({ path: test.info().outputPath('toggle-while-the-favourites-are-read.png') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: SLOW_READ_MS * 3 });
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
    await page.waitForTimeout(500);
  }

  // Start from 1408 and 4 as favourites (the seed has 1408 alone; another spec may have changed it): a press
  // and its reload until the list holds the group.
  await signInAsDemo(page, retailerPath(SUPERSTORE));
  await expect(toggle).toHaveAttribute('aria-pressed', /true|false/, { timeout: SLOW_READ_MS * 3 });
  const holdsGroup = () => GROUP_IDS.every((id) => reads.at(-1)?.includes(id));
  for (let press = 0; press < 2 && !holdsGroup(); press++) {
    const readsBefore = reads.length;
    await toggle.click();
    await expect.poll(() => reads.length, { timeout: SLOW_READ_MS * 3 }).toBeGreaterThan(readsBefore);
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  }
  expect(holdsGroup()).toBe(true);
  saves.length = 0;

  // A fresh start on the page: the favourites are read there, slowly, and the early press changes nothing.
  await page.reload();
  await pressWhileReading();
  expect(saves, 'a press on an unknown state sends nothing').toEqual([]);
  const before = reads.at(-1)!;
  expect(before).toEqual(expect.arrayContaining([...GROUP_IDS]));

  // Known now: unfavouriting removes the group and keeps every other favourite; favouriting adds the group back.
  const others = before.filter((id) => !GROUP_IDS.includes(id));
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true', { timeout: SLOW_READ_MS * 3 });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true', { timeout: SLOW_READ_MS * 3 });
  expect(saves).toEqual([others, [...others, ...GROUP_IDS]]);

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: SLOW_READ_MS * 3 });
  expect(reads.at(-1)).toEqual([...others, ...GROUP_IDS]);
});

test("the retailer page shows no link button until the shopper's link status is known", async ({ page }) => {
  let linkAnswered = false;
  await slowAnswers(page, (request) => request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/account_linking/loyalty_connections'), () => {
    linkAnswered = true;
  });
  await signInAsDemo(page, retailerPath(SUPERSTORE));
  await expect(page.getByRole('heading', { level: 1, name: SUPERSTORE.name })).toBeVisible();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  // While the link read is slow: neither "Link" nor "Shop", which would guess the link's status.
  await expect(header.getByRole('button', { name: /^(Link|Shop)/ })).toHaveCount(0);
  expect(linkAnswered).toBe(false);
  await expect(header.getByRole('button', { name: /^(Link|Shop)/ })).toHaveCount(1, { timeout: SLOW_READ_MS * 3 });
  expect(linkAnswered).toBe(true);
});

test('a category toggle offers no press until the favourite categories are read; a press meanwhile sends nothing', async ({ page }) => {
  const categoryCalls: string[] = [];
  let categoriesRead = 0;
  page.on('request', (request) => {
    const operation = graphqlOperation(request);
    if (operation === 'SetFavoriteCategory' || operation === 'DeleteFavoriteCategory') categoryCalls.push(operation);
  });
  await slowAnswers(page, (request) => graphqlOperation(request) === 'FavoriteCategories', () => {
    categoriesRead += 1;
  });
  await signInAsDemo(page, '/categories');
  // Electronics is not one of the demo's favourites, Grocery is.
  const electronics = page.getByRole('button', { name: 'Favorite Electronics', exact: true });
  const grocery = page.getByRole('button', { name: 'Favorite Grocery', exact: true });
  await expect(electronics).toBeVisible();
  await expect(electronics).toBeDisabled();
  await expect(electronics).not.toHaveAttribute('aria-pressed');
  await expect(grocery).not.toHaveAttribute('aria-pressed');
  expect(categoriesRead, 'the read has not answered yet').toBe(0);
  await electronics.click({ force: true });
  await grocery.click({ force: true });
  await expect(grocery).toHaveAttribute('aria-pressed', 'true', { timeout: SLOW_READ_MS * 3 });
  await expect(electronics).toHaveAttribute('aria-pressed', 'false');
  await page.waitForTimeout(500);
  expect(categoryCalls, 'no set or delete from a press on an unknown state').toEqual([]);
});
