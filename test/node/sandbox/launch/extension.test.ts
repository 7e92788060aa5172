import { expect } from 'chai';
import { LIMITS } from '../../../../domain/constants/limits';
import { normalizeName } from '../../../../domain/products/productSearch';
import { ApiError, type ClipbackSdk } from '../../../../sdk/src';
import { DEMO_EMAIL, type SandboxHarness } from '../support/sandbox';
import { contractErrors } from './support';
import { useSharedSandbox } from '../../../support/sharedSandbox';

type Product = { name: string; upc?: string | null; retailers: { name: string; retailerId?: number | null }[] };

describe('sandbox: extension product search', function () {
  this.timeout(60_000);
  let demo: ClipbackSdk;
  /** A word many seeded product names share, and a seller of some of them. */
  let commonWord: string;
  let seller: string;

  const search = async (sdk: ClipbackSdk, body: { query: string; limit?: number; exclusions?: string[] }) => {
    const { data } = await sdk.extension.POST('/search', { body });
    expect(await contractErrors('searchProducts', 200, data)).to.deep.equal({});
    return (data?.products ?? []) as Product[];
  };

  const harness = useSharedSandbox();

  before(async () => {
    demo = await harness.sdkFor(DEMO_EMAIL);
    const names = (await harness.sandbox.db.query<{ name: string }>('SELECT name FROM products')).map((row) => row.name);
    const counts = new Map<string, number>();
    for (const name of names) for (const word of new Set(normalizeName(name).split(' '))) if (word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1);
    commonWord = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    const top = await harness.sandbox.db.one<{ name: string }>(
      `SELECT pr.name FROM product_retailers pr JOIN products p ON p.upc = pr.upc
        WHERE lower(p.name) LIKE '%' || $1 || '%' AND pr.retailer_id IS NOT NULL
        GROUP BY pr.name ORDER BY count(*) DESC, pr.name LIMIT 1`,
      [commonWord],
    );
    seller = top?.name ?? '';
  });

  it('seeds at least 200 products with UPCs at the default scale, sold by catalogue retailers and outside shops', async () => {
    const counts = await harness.sandbox.db.one<{ products: number; catalogueSold: number; outsideSold: number }>(
      `SELECT count(*)::int AS products,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM product_retailers pr WHERE pr.upc = p.upc AND pr.retailer_id IS NOT NULL))::int AS "catalogueSold",
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM product_retailers pr WHERE pr.upc = p.upc AND pr.retailer_id IS NULL))::int AS "outsideSold"
         FROM products p WHERE p.upc ~ '^[0-9]{6,14}$'`,
    );
    expect(counts?.products).to.be.at.least(200);
    expect(counts?.catalogueSold).to.equal(counts?.products);
    expect(counts?.outsideSold).to.equal(counts?.products);
  });

  it('finds products by the words of the query, each with its retailers', async () => {
    const products = await search(demo, { query: commonWord.toUpperCase() });
    expect(products.length).to.be.greaterThan(1);
    for (const product of products) {
      expect(product.name.toLowerCase()).to.contain(commonWord);
      expect(product.retailers.length).to.be.greaterThan(0);
    }
  });

  it('respects the limit (default 50)', async () => {
    const total = await harness.sandbox.db.one<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE lower(name) LIKE '%' || $1 || '%'", [commonWord]);
    expect(await search(demo, { query: commonWord, limit: 2 })).to.have.length(2);
    expect(await search(demo, { query: commonWord })).to.have.length(Math.min(LIMITS.PRODUCT_SEARCH_LIMIT, total?.n ?? 0));
    const refused = await demo.extension.POST('/search', { body: { query: commonWord, limit: 101 } }).catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(ApiError);
    expect((refused as ApiError).status).to.equal(400);
  });

  it('leaves the excluded retailers out (case and punctuation aside), and products with no seller left', async () => {
    const all = await search(demo, { query: commonWord, limit: 100, exclusions: [] });
    const sold = all.filter((product) => product.retailers.some((retailer) => retailer.name === seller));
    expect(sold.length, 'some products are sold by the seller').to.be.greaterThan(0);
    const excluded = await search(demo, { query: commonWord, limit: 100, exclusions: [seller.toUpperCase().replace(/ /g, '  ')] });
    for (const product of excluded) expect(product.retailers.map((retailer) => retailer.name)).not.to.include(seller);
    const soleSeller = sold.filter((product) => product.retailers.every((retailer) => retailer.name === seller));
    for (const product of soleSeller) expect(excluded.map((candidate) => candidate.upc)).not.to.include(product.upc);
    if (all.length < 100) {
      expect(excluded.length).to.equal(all.filter((product) => product.retailers.some((retailer) => retailer.name !== seller)).length);
    }
  });

  it('matches an exclusion on whole leading words only', async () => {
    const firstWord = normalizeName(seller).split(' ')[0] ?? '';
    const byFirstWord = await search(demo, { query: commonWord, limit: 100, exclusions: [firstWord] });
    for (const product of byFirstWord) {
      for (const retailer of product.retailers) expect(normalizeName(retailer.name).split(' ')[0]).not.to.equal(firstWord);
    }
    const partial = firstWord.slice(0, -1);
    const byPartialWord = await search(demo, { query: commonWord, limit: 100, exclusions: [partial] });
    expect(byPartialWord.some((product) => product.retailers.some((retailer) => retailer.name === seller))).to.equal(true);
  });

  it('answers an empty list, never a 5xx, for script text or a query without letters', async () => {
    expect(await search(harness.anonymous, { query: '<script>alert(1)</script>' })).to.deep.equal([]);
    expect(await search(demo, { query: '%_%' })).to.deep.equal([]);
    expect(await search(demo, { query: "'; DROP TABLE products; --" })).to.deep.equal([]);
    expect((await search(demo, { query: commonWord })).length).to.be.greaterThan(0);
  });

  it('GET /product answers one product by UPC with the exclusions applied, 404 when unknown', async () => {
    const [first] = await search(demo, { query: commonWord, limit: 1, exclusions: [] });
    const upc = first?.upc ?? '';
    const { data } = await demo.extension.GET('/product', { params: { query: { upc } } });
    expect(await contractErrors('getProduct', 200, data)).to.deep.equal({});
    expect(data?.product).to.deep.include({ upc, name: first?.name });
    const sellerName = first?.retailers[0]?.name ?? '';
    const filtered = await demo.extension.GET('/product', { params: { query: { upc, exclusions: [sellerName] } } });
    expect(filtered.data?.product.retailers.map((retailer) => retailer.name)).not.to.include(sellerName);

    const unknown = await demo.extension.GET('/product', { params: { query: { upc: '000000000000' } } }).catch((error: unknown) => error);
    expect((unknown as ApiError).status).to.equal(404);
    expect(await contractErrors('getProduct', 404, (unknown as ApiError).body)).to.deep.equal({});
    const hostile = await fetch(`${harness.origin}/api/extension/product?upc=${encodeURIComponent('<script>')}`);
    expect(hostile.status).to.equal(400);
    expect(await hostile.text()).not.to.contain('<script>');
  });
});
