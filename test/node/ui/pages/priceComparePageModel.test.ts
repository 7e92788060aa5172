import { expect } from 'chai';
import { LIMITS } from '../../../../domain/constants/limits';
import { PriceComparePageModel } from '../../../../ui/pages/priceCompare/PriceComparePageModel';
import { PRODUCT_FIXTURE as F, seededProducts } from '../../../support/productMother';
import { createTestStores } from '../../../support/testStores';
import { SEARCH_MAX_LENGTH } from '../../../../domain/search/searchQuery';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import type { Stores } from '../../../../ui/stores/Stores';

/** The current route's loader, as the app runs it. */
const loadPage = (stores: Stores) => loadRoute(stores, stores.router.route);

function pageAt(path: string) {
  const test = createTestStores({ path });
  const products = seededProducts();
  Object.assign(test.products, { products: products.products });
  return { ...test, page: new PriceComparePageModel(test.stores) };
}

describe('price compare page model', () => {
  it('searches the URL query (limit 50), shows it in the field, and leaves the excluded marketplaces out', async () => {
    const { page, products, stores } = pageAt(`/price-compare?q=${F.WORD}`);
    await loadPage(stores);
    expect(page.status).to.equal('ready');
    expect(page.input).to.equal(F.WORD);
    expect(products.calls).to.deep.equal([{ operation: 'searchProducts', args: [F.WORD, LIMITS.PRODUCT_SEARCH_LIMIT] }]);
    expect(page.products.map((product) => product.name)).to.deep.equal(['Brightbean Coffee 12 oz', 'Cold brew coffee concentrate', 'Morning Ridge Coffee Pods']);
    expect(page.products.flatMap((product) => product.retailers.map((seller) => seller.name))).not.to.include(F.EXCLUDED_SELLER);
  });

  it('loads one product by UPC, and shows none for an unknown or malformed UPC without asking for the malformed one', async () => {
    const { page, products, stores } = pageAt('/price-compare');
    const upc = products.products[1]?.upc ?? '';
    stores.router.navigate(`/price-compare?upc=${upc}`);
    await loadPage(stores);
    expect(page.shown).to.deep.equal({ kind: 'product', upc });
    expect(page.products.map((product) => product.upc)).to.deep.equal([upc]);
    stores.router.navigate(`/price-compare?upc=${F.UNKNOWN_UPC}`);
    await loadPage(stores);
    expect([page.status, page.products]).to.deep.equal(['ready', []]);
    products.calls.length = 0;
    stores.router.navigate('/price-compare?upc=%3Cscript%3E');
    await loadPage(stores);
    expect([page.status, page.shown.kind, products.calls]).to.deep.equal(['ready', 'invalidUpc', []]);
  });

  it('submits a trimmed query into the URL, refuses an empty one without navigating, and cuts 255+ characters', () => {
    const { page, stores } = pageAt('/price-compare');
    page.setInput('   ');
    expect(page.submit()).to.equal(false);
    expect(page.emptySubmit).to.equal(true);
    expect(stores.router.path).to.equal('/price-compare');
    page.setInput('  oat milk ');
    expect(page.emptySubmit).to.equal(false);
    expect(page.submit()).to.equal(true);
    expect(stores.router.path).to.equal('/price-compare?q=oat%20milk');
    page.setInput(`${'y'.repeat(300)}`);
    page.submit();
    expect(page.target).to.deep.equal({ kind: 'search', query: 'y'.repeat(SEARCH_MAX_LENGTH) });
  });

  it('turns a failure into the error state, and a retry loads again', async () => {
    const { page, products, stores } = pageAt(`/price-compare?q=${F.WORD}`);
    products.failWith = new Error('down');
    const warn = console.warn;
    console.warn = () => {}; // the failure is logged on purpose
    await loadPage(stores).finally(() => {
      console.warn = warn;
    });
    expect(page.status).to.equal('error');
    products.failWith = null;
    await page.retry();
    expect([page.status, page.products.length]).to.deep.equal(['ready', 3]);
  });

  it('keeps only the latest answer when the URL changes during a load', async () => {
    const { page, stores } = pageAt(`/price-compare?q=${F.WORD}`);
    const first = loadPage(stores);
    stores.router.navigate('/price-compare?q=oat');
    const second = loadPage(stores);
    await Promise.all([first, second]);
    expect(page.products.map((product) => product.name)).to.deep.equal(['Oat milk 64 oz']);
  });
});
