import type { ProductSeller } from './Product';

/**
 * A product's sellers as price compare lists them: cheapest first, sellers without a price last, ties in the
 * backend's order. The lowest price is the cheapest seller that has the product in stock (or does not say).
 */
export function sellersByPrice(sellers: readonly ProductSeller[]): { sellers: ProductSeller[]; lowest: ProductSeller | null } {
  const sorted = sellers
    .map((seller, index) => ({ seller, index }))
    .sort((a, b) => (a.seller.priceCents ?? Infinity) - (b.seller.priceCents ?? Infinity) || a.index - b.index)
    .map(({ seller }) => seller);
  const lowest = sorted.find((seller) => seller.priceCents !== null && seller.inStock !== false) ?? null;
  return { sellers: sorted, lowest };
}
