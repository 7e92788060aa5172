import type { Product } from '../../domain/products/Product';
import { PRODUCT_SEARCH_EXCLUSIONS } from '../../domain/products/productSearch';
import type { ProductSearchGateway } from './ProductSearchGateway';

/** A name as the extension backend compares names: lower case, every run of other characters one space. */
const normalized = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** An excluded seller: its name is an exclusion, or starts with one as whole words ('Amazon Fresh'). */
const excluded = (sellerName: string) =>
  PRODUCT_SEARCH_EXCLUSIONS.some((name) => normalized(sellerName) === name || normalized(sellerName).startsWith(`${name} `));

/**
 * The in-memory twin: searches the `products` it holds as the sandbox does (every word of the query in the
 * name, names starting with the query first, then by name), leaving out the excluded sellers and products with
 * none left. `failWith` makes every call fail. `calls` records what reached the service.
 */
export class MemoryProductSearchGateway implements ProductSearchGateway {
  products: Product[] = [];
  failWith: Error | null = null;
  readonly calls: { operation: keyof ProductSearchGateway; args: unknown[] }[] = [];

  async searchProducts(query: string, limit: number): Promise<Product[]> {
    this.guard('searchProducts', [query, limit]);
    const words = [...new Set(normalized(query).split(' ').filter(Boolean))];
    if (words.length === 0) return [];
    const phrase = words.join(' ');
    return this.products
      .filter((product) => words.every((word) => product.name.toLowerCase().includes(word)))
      .map(withoutExcludedSellers)
      .filter((product) => product.retailers.length > 0)
      .sort((a, b) => Number(normalized(b.name).startsWith(phrase)) - Number(normalized(a.name).startsWith(phrase)) || a.name.localeCompare(b.name))
      .slice(0, limit);
  }

  async getProduct(upc: string): Promise<Product | null> {
    this.guard('getProduct', [upc]);
    const product = this.products.find((candidate) => candidate.upc === upc);
    return product ? withoutExcludedSellers(product) : null;
  }

  private guard(operation: keyof ProductSearchGateway, args: unknown[]): void {
    this.calls.push({ operation, args });
    if (this.failWith) throw this.failWith;
  }
}

function withoutExcludedSellers(product: Product): Product {
  return { ...product, retailers: product.retailers.filter((seller) => !excluded(seller.name)).map((seller) => ({ ...seller })) };
}
