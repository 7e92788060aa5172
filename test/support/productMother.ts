// Price compare's products for the in-memory twin: a catalogue retailer, an outside shop and an excluded
// marketplace selling them, as the sandbox seeds them.
import { MemoryProductSearchGateway } from '../../adapters/products/MemoryProductSearchGateway';
import type { Product, ProductSeller } from '../../domain/products/Product';
import { SEARCH_FIXTURE } from './searchMother';

export const PRODUCT_FIXTURE = {
  /** A word several product names share. */
  WORD: 'coffee',
  RETAILER: SEARCH_FIXTURE.RETAILER,
  OUTSIDE_SHOP: 'Maple Neighborhood Shop',
  /** Sells the first product only; the search leaves it out (PRODUCT_SEARCH_EXCLUSIONS). */
  EXCLUDED_SELLER: 'Amazon',
  UNKNOWN_UPC: '000000000000',
} as const;

let nextUpc = 400_000_000_001;
/** A picture that loads anywhere (no server behind the browser tests). */
const PRODUCT_PICTURE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='96' height='96'/%3E";

export function aSeller(overrides: Partial<ProductSeller> & Pick<ProductSeller, 'name'>): ProductSeller {
  return { retailerId: null, priceCents: 499, url: `https://shop.example/p/${overrides.name.length}`, inStock: true, ...overrides };
}

/** A product sold by the fixture's catalogue retailer and outside shop. */
export function aProduct(overrides: Partial<Product> & Pick<Product, 'name'>): Product {
  const F = PRODUCT_FIXTURE;
  const upc = String(nextUpc++);
  return {
    upc,
    imageUrl: PRODUCT_PICTURE,
    retailers: [
      aSeller({ name: F.RETAILER.name, retailerId: F.RETAILER.id, priceCents: 349 }),
      aSeller({ name: F.OUTSIDE_SHOP, priceCents: 1299, inStock: false }),
    ],
    ...overrides,
  };
}

export function seededProducts(): MemoryProductSearchGateway {
  const F = PRODUCT_FIXTURE;
  const twin = new MemoryProductSearchGateway();
  const first = aProduct({ name: 'Brightbean Coffee 12 oz' });
  twin.products = [
    { ...first, retailers: [...first.retailers, aSeller({ name: F.EXCLUDED_SELLER, priceCents: 299 })] },
    aProduct({ name: 'Morning Ridge Coffee Pods' }),
    aProduct({ name: 'Cold brew coffee concentrate' }),
    aProduct({ name: 'Oat milk 64 oz', retailers: [aSeller({ name: F.OUTSIDE_SHOP, retailerId: null }), aSeller({ name: 'Target', priceCents: 250 })] }),
    // Sold only by an excluded marketplace: never found.
    aProduct({ name: 'Coffee filters', retailers: [aSeller({ name: 'Target' })] }),
  ];
  return twin;
}

