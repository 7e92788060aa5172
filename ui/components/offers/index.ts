export { RetailerOffers, type RetailerOffersProps } from './RetailerOffers';
export { OfferGallery, type OfferGalleryProps } from './OfferGallery';
export { OfferCard, type OfferCardProps } from './OfferCard';
export { OfferButton, type OfferButtonProps } from './OfferButton';
export {
  OfferViewedEnvironmentProvider,
  browserOfferViewedEnvironment,
  useOfferViewed,
  watchOfferViewed,
  type OfferViewedEnvironment,
} from './offerViewed';
