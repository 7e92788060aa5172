/**
 * A product the extension backend finds (000 §7 "products (name, retailers)"), with the retailers that sell it.
 * Beyond the name and the retailers, the fields are ours (openapi/extension.yaml, x-inferred).
 */
export interface Product {
  name: string;
  /** The lookup key of GET /product. */
  upc: string | null;
  imageUrl: string | null;
  retailers: ProductSeller[];
}

/** A retailer selling a product: a Clipback retailer when `retailerId` is set, else an outside store. */
export interface ProductSeller {
  name: string;
  retailerId: number | null;
  /** Integer cents, or null when the seller shows none. */
  priceCents: number | null;
  /** The seller's own product page. */
  url: string | null;
  inStock: boolean | null;
}
