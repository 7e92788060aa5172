import type { Retailer } from '../../../domain';

// PLACEHOLDER: the offers work renders a retailer's offers (cards, pagination, unlock) here.
export function RetailerOffers(_props: { retailer: Retailer }) {
  return null;
}
