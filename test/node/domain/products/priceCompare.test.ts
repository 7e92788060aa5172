import { expect } from 'chai';
import { priceComparePath, priceCompareTarget } from '../../../../domain/products/priceCompareTarget';
import { isProductUpc } from '../../../../domain/products/productSearch';
import { sellersByPrice } from '../../../../domain/products/sellersByPrice';
import type { ProductSeller } from '../../../../domain/products/Product';
import { SEARCH_MAX_LENGTH } from '../../../../domain/search/searchQuery';

const seller = (name: string, priceCents: number | null, inStock: boolean | null = true): ProductSeller => ({ name, retailerId: null, priceCents, url: null, inStock });

describe('price compare rules', () => {
  it('reads a UPC ahead of a query, refuses a UPC the backend would, and trims and cuts the query to 255', () => {
    expect(priceCompareTarget({ upc: '123456789012', q: 'milk' })).to.deep.equal({ kind: 'product', upc: '123456789012' });
    expect(priceCompareTarget({ upc: '<b>12' })).to.deep.equal({ kind: 'invalidUpc', upc: '<b>12' });
    expect(priceCompareTarget({ q: '  oat milk  ' })).to.deep.equal({ kind: 'search', query: 'oat milk' });
    expect(priceCompareTarget({ q: 'x'.repeat(300) })).to.deep.equal({ kind: 'search', query: 'x'.repeat(SEARCH_MAX_LENGTH) });
    expect(priceCompareTarget({ q: '   ' })).to.deep.equal({ kind: 'none' });
    expect(priceCompareTarget({})).to.deep.equal({ kind: 'none' });
  });

  it('accepts 6 to 14 digits as a UPC', () => {
    expect(isProductUpc('123456')).to.equal(true);
    expect(isProductUpc('12345678901234')).to.equal(true);
    expect([isProductUpc('12345'), isProductUpc('123456789012345'), isProductUpc('12345a'), isProductUpc(123456)]).to.deep.equal([false, false, false, false]);
  });

  it('builds /price-compare with the query (encoded, trimmed) or the UPC', () => {
    expect(priceComparePath()).to.equal('/price-compare');
    expect(priceComparePath({ query: ' <b>tea & milk</b> ' })).to.equal('/price-compare?q=%3Cb%3Etea%20%26%20milk%3C%2Fb%3E');
    expect(priceComparePath({ upc: '123456789012' })).to.equal('/price-compare?upc=123456789012');
  });

  it('lists sellers cheapest first, unpriced last, and names the cheapest in stock as the lowest price', () => {
    const { sellers, lowest } = sellersByPrice([seller('A', 500), seller('B', null), seller('C', 200, false), seller('D', 300), seller('E', 300)]);
    expect(sellers.map((item) => item.name)).to.deep.equal(['C', 'D', 'E', 'A', 'B']);
    expect(lowest?.name).to.equal('D');
    expect(sellersByPrice([seller('A', null)]).lowest).to.equal(null);
  });
});
