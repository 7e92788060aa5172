import type { Retailer } from '../retailers/Retailer';

/**
 * The home page's recommended retailers for a visitor: homeRecommendedRetailers needs a signed-in customer, so
 * visitors get the public retailers that carry a recommendation rank, best rank first (ours).
 */
export function recommendedRetailersFrom(retailers: readonly Retailer[], limit: number): Retailer[] {
  return retailers
    .filter((retailer) => typeof retailer.recommendedRetailer?.rank === 'number')
    .sort((a, b) => (a.recommendedRetailer?.rank ?? 0) - (b.recommendedRetailer?.rank ?? 0) || a.id - b.id)
    .slice(0, Math.max(0, limit));
}
