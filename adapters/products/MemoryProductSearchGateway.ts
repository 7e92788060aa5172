import type { Product } from '../../domain/products/Product';
import { isExcludedSeller, normalizeName, PRODUCT_SEARCH_EXCLUSIONS, queryWords } from '../../domain/products/productSearch';
import type { ProductSearchGateway } from './ProductSearchGateway';

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
    const words = queryWords(query);
    if (words.length === 0) return [];
    const phrase = words.join(' ');
    return this.products
      .filter((product) => words.every((word) => product.name.toLowerCase().includes(word)))
      .map(withoutExcludedSellers)
      .filter((product) => product.retailers.length > 0)
      .sort((a, b) => Number(normalizeName(b.name).startsWith(phrase)) - Number(normalizeName(a.name).startsWith(phrase)) || a.name.localeCompare(b.name))
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
  return { ...product, retailers: product.retailers.filter((seller) => !isExcludedSeller(seller.name, PRODUCT_SEARCH_EXCLUSIONS)).map((seller) => ({ ...seller })) };
}
