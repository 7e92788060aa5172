import { shareableAnswers } from '../../api/shareableAnswers';
import type { RestHandlersFactory } from '../SandboxDeps';
import { affiliateRetailerServiceHandlers } from './affiliateRetailerService';
import { contentServerHandlers } from './contentServer';
import { monolithHandlers } from './monolith';
import { walmartOAuthHandlers } from './walmartOAuth';

/**
 * The content server's public reads, the same for every anonymous shopper: the only gateway answers a cache (the
 * app's service worker) may keep, and only when the request carried no token (../../http/sharedCaching).
 */
const SHAREABLE_CONTENT_READS = [
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

/** Handlers of the `gateway` service (openapi/gateway.yaml), by operationId, one file per backend. */
export const gatewayHandlers: RestHandlersFactory = (deps) => ({
  ...shareableAnswers(contentServerHandlers(deps), SHAREABLE_CONTENT_READS),
  ...affiliateRetailerServiceHandlers(deps),
  ...monolithHandlers(deps),
  ...walmartOAuthHandlers(deps),
});
