export type { Retailer, RetailerGroup } from './Retailer';
export { retailerLinkState, isDirectIntegrationLinked, isLinkHoldingAccount, type RetailerLinkState } from './linkState';
export { linkButton, type LinkButton, type LinkButtonAction, type LinkButtonContext } from './linkButton';
export { pendingPeriodCopy, type PendingPeriodInput, type PendingPeriodOfferKind } from './pendingPeriod';
export { truncateRetailerName } from './retailerName';
export {
  filterRetailers,
  retailerCategoryIdsFor,
  type RetailerFilterOptions,
  type RetailerIdCollection,
} from './filterRetailers';
export { orderRetailerGallery, type GalleryOrderOptions } from './galleryOrder';
export { retailerRewardLabel } from './rewardLabel';
export { keepRecentlyViewed } from './recentlyViewed';
