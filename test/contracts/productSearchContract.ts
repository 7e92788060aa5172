// What every ProductSearchGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { ProductSearchGateway } from '../../adapters/products/ProductSearchGateway';
import { LIMITS } from '../../domain/constants/limits';
import type { Product } from '../../domain/products/Product';
import { PRODUCT_SEARCH_EXCLUSIONS } from '../../domain/products/productSearch';
import { describeContract } from './contractSuite';

export interface ProductSearchContractSubject {
  gateway: ProductSearchGateway;
  /** A word at least two product names share. */
  word: string;
  /** A product also sold by an excluded marketplace and by at least one other seller. */
  upcSoldByExcluded: string;
  /** A UPC no product has. */
  unknownUpc: string;
}

const isExcluded = (name: string) => PRODUCT_SEARCH_EXCLUSIONS.some((excluded) => name.toLowerCase().split(/[^a-z0-9]+/)[0] === excluded);

function expectNoExcludedSeller(product: Product): void {
  expect(product.retailers.map((seller) => seller.name).filter(isExcluded), product.name).to.deep.equal([]);
}

export function describeProductSearchContract(name: string, setup: () => Promise<ProductSearchContractSubject>): void {
  describeContract(`ProductSearchGateway contract: ${name}`, setup, (subject) => {
    it('finds products holding the word in any case, each with the retailers that sell it, none excluded', async () => {
      const products = await subject.gateway.searchProducts(subject.word.toUpperCase(), LIMITS.PRODUCT_SEARCH_LIMIT);
      expect(products.length).to.be.within(2, LIMITS.PRODUCT_SEARCH_LIMIT);
      for (const product of products) {
        expect(product.name.toLowerCase()).to.contain(subject.word.toLowerCase());
        expect(product.upc).to.match(/^[0-9]{6,14}$/);
        expect(product.retailers.length).to.be.greaterThan(0);
        expectNoExcludedSeller(product);
        for (const seller of product.retailers) if (seller.priceCents !== null) expect(Number.isInteger(seller.priceCents)).to.equal(true);
      }
    });

    it('answers at most `limit` products', async () => {
      expect(await subject.gateway.searchProducts(subject.word, 1)).to.have.length(1);
    });

    it('finds nothing, without failing, for markup or a query without letters', async () => {
      expect(await subject.gateway.searchProducts('<script>alert(1)</script>', LIMITS.PRODUCT_SEARCH_LIMIT)).to.deep.equal([]);
      expect(await subject.gateway.searchProducts('%_%', LIMITS.PRODUCT_SEARCH_LIMIT)).to.deep.equal([]);
    });

    it('answers one product by UPC with the excluded marketplaces left out', async () => {
      const product = await subject.gateway.getProduct(subject.upcSoldByExcluded);
      expect(product?.upc).to.equal(subject.upcSoldByExcluded);
      expect(product?.retailers.length).to.be.greaterThan(0);
      if (product) expectNoExcludedSeller(product);
    });

    it('answers null for an unknown UPC', async () => {
      expect(await subject.gateway.getProduct(subject.unknownUpc)).to.equal(null);
    });
  });
}
