import type { Product } from '../../domain/products/Product';

/**
 * The port for price compare's product search (000 §7 extension backend): products and the retailers that
 * sell them, the two named retailers (PRODUCT_SEARCH_EXCLUSIONS) always left out. Open to visitors. Failures
 * reject; what a screen does with one is the page's rule.
 */
export interface ProductSearchGateway {
  /** At most `limit` products whose name holds every word of the query, each with a seller left. */
  searchProducts(query: string, limit: number): Promise<Product[]>;
  /** One product by UPC, or null when there is none. */
  getProduct(upc: string): Promise<Product | null>;
}
