// Pure rules of the browsing pages (home, categories, retailers, retailer page, retailer groups).
export { pathSegment, retailerPath, retailerLinkPath, categoryPath, retailerGroupPath } from './paths';
export { bannerHref } from './bannerHref';
export { retailerCashBackLabel } from './cashBack';
export {
  listedCategories,
  isListedCategoryId,
  retailersOfCategories,
  type CategoryWithRetailerList,
} from './categoryRetailers';
export {
  buildRetailerGallery,
  recommendedRetailersFrom,
  isListableRetailer,
  type RetailerGalleryInput,
} from './retailerGallery';
export {
  retailerPageAction,
  retailerUsesAccountLinking,
  retailerShopsOnline,
  type RetailerAccountLink,
  type RetailerLinkingLists,
  type RetailerPageAction,
  type RetailerPageActionInput,
} from './retailerPageAction';
export { retailerPendingPeriodLines } from './pendingPeriod';
export { retailerGroupNameFromSegment, retailerGroupTitle } from './retailerGroupName';
export { retailerLinkCopy } from './retailerLinkCopy';
export { recentlyViewedToStore } from './recentlyViewed';
