import { expect, test, type APIRequestContext } from './support/test';
import { retailerPath } from '../../domain/browsing/paths';
import { WEB_APP_TOKEN } from '../../domain/constants/app';
import { PRICE_COMPARE_LINK_COPY } from '../../ui/components/PriceCompareLink/copy';
import { PRICE_COMPARE_COPY as COPY } from '../../ui/pages/priceCompare/copy';
import { PRODUCTS } from '../../scripts/sandbox/seed/words';
import { signInAsDemo } from './support/signIn';

type Seller = { name: string; retailerId?: number | null };

/** A product word of the seed whose search finds at least two products, the first sold by a catalogue retailer. */
async function productWord(request: APIRequestContext): Promise<{ word: string; retailer: { id: number; name: string } }> {
  for (const word of new Set(Object.values(PRODUCTS).flat().map((name) => name.split(' ').at(-1)!.toLowerCase()))) {
    const response = await request.post('/api/extension/search', { data: { query: word }, headers: { 'X-App-Token': WEB_APP_TOKEN } });
    const { products } = (await response.json()) as { products: { retailers: Seller[] }[] };
    const seller = products[0]?.retailers.find((candidate) => typeof candidate.retailerId === 'number');
    if (products.length >= 2 && seller) return { word, retailer: { id: seller.retailerId as number, name: seller.name } };
  }
  throw new Error('no seeded product word finds two products');
}

test('the demo shopper opens price compare from the footer, searches a product and follows a retailer to its page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const { word, retailer } = await productWord(request);

  await signInAsDemo(page, '/home');
  await page.getByRole('contentinfo').getByRole('link', { name: PRICE_COMPARE_LINK_COPY.LABEL }).click();
  await expect(page).toHaveURL(/\/price-compare$/);
  await expect(page.getByRole('heading', { level: 1, name: COPY.TITLE })).toBeVisible();

  await page.getByLabel(COPY.FIELD_LABEL).fill(`  ${word} `);
  await page.getByRole('button', { name: COPY.SUBMIT }).click();
  await expect(page).toHaveURL(new RegExp(`/price-compare\\?q=${word}$`));
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`products for “${word}”`) })).toBeVisible();
  const products = page.getByRole('main').getByRole('article');
  expect(await products.count()).toBeGreaterThanOrEqual(2);
  const first = products.first();
  // The picture is decorative (alt=""): the name beside it says what it shows.
  await expect(first.locator('img')).toBeVisible();
  await expect(first.getByText(/^UPC \d+$/)).toBeVisible();
  await expect(first.getByRole('cell', { name: /^\$\d+\.\d{2}/ }).first()).toBeVisible();
  // Amazon and Target never show.
  await expect(page.getByRole('main').getByText(/^(Amazon|Target)\b/)).toHaveCount(0);

  await first.getByRole('link', { name: retailer.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${retailerPath(retailer)}$`));
  await expect(page.getByRole('heading', { level: 1, name: retailer.name })).toBeVisible();
  expect(problems).toEqual([]);
});
