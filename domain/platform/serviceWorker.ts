/** The service worker's public path: at the root, so it controls every page (the app registers it, the sandbox serves it). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The content server's public reads (openapi/gateway.yaml): the same answer for every anonymous shopper, so the only
 * gateway answers a shared cache may keep. The sandbox marks them cacheable when no token came with the request, and
 * the service worker caches just these (stale-while-revalidate), so a page seen once opens offline.
 */
export const SHAREABLE_CONTENT_SERVER_READS = [
  'fetchGenericRetailerCategoriesWithRetailers',
  'fetchGenericRetailers',
  'fetchGenericOffersByOfferGroupIds',
  'fetchGenericOffersByOfferIds',
  'fetchGenericOffersByRetailerIds',
  'fetchOfferCategoriesContainerIdsOnly',
  'fetchWebBannersByCategoryIds',
  'fetchBannersByRetailerId',
  'fetchBannersByPlacement',
  'popularSearchTerms',
] as const;
