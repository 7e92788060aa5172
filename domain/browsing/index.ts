// Pure rules of the browsing pages (home, categories, retailers, retailer page, retailer groups).
export { pathSegment, retailerPath, retailerLinkPath, categoryPath, retailerGroupPath, bannerHref } from './paths';
export { retailerCashBackLabel } from './cashBack';
export {
  listedCategories,
  isListedCategoryId,
  retailersOfCategories,
  buildRetailerGallery,
  recommendedRetailersFrom,
  isListableRetailer,
  type CategoryWithRetailerList,
  type RetailerGalleryInput,
} from './retailerLists';
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
