export { RetailerOffers } from './RetailerOffers';
