import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../constants/retailers';
import type { Retailer } from '../retailers/Retailer';

/**
 * The retailer the sidebar starts with when the shopper has no stored list (000 §4, §9): the first default
 * retailer (3443, then 5) among the grocery retailers, else the fallback 4.
 */
export function defaultSidebarRetailerId(groceryRetailers: readonly Pick<Retailer, 'id'>[]): number {
  const listed = new Set(groceryRetailers.map((retailer) => retailer.id));
  return DEFAULT_RETAILER_IDS.find((id) => listed.has(id)) ?? RETAILER_ID.FALLBACK_DEFAULT;
}
