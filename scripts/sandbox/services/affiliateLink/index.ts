import type { RequestContext } from '../../api/restService';
import type { RestHandlersFactory } from '../SandboxDeps';
import { createLaunch, type Launch } from './launches';

export { localLandingUrl, SANDBOX_AFFILIATE_ORIGIN, sandboxAffiliateUrl } from './sandboxAffiliateUrl';

/** The contract's AffiliateLink. */
function toAffiliateLink(launch: Launch) {
  return { url: launch.url, launchId: launch.launchId, retailerId: launch.retailerId, offerId: launch.offerId };
}

/**
 * Handlers of the `affiliateLink` service (openapi/affiliate-link.yaml), by operationId. Both answer an
 * https affiliate URL carrying a fresh launch id (README.md: where it lands in the sandbox).
 * `elsVariant=do_not_register` is accepted as the web app sends it; only skipLaunchRegistration skips the
 * registration.
 */
export const affiliateLinkHandlers: RestHandlersFactory = (deps) => ({
  async getRetailerAffiliateLink(context: RequestContext) {
    const auth = context.requireAuth();
    const launch = await createLaunch(deps, {
      auth,
      retailerId: context.params.retailerId,
      landingPageUrl: context.query.landingPageUrl,
      register: context.query.skipLaunchRegistration !== true,
    });
    return { body: toAffiliateLink(launch) };
  },

  async getOfferAffiliateLink(context: RequestContext) {
    const auth = context.requireAuth();
    const launch = await createLaunch(deps, {
      auth,
      retailerId: context.params.retailerId,
      offerId: context.params.offerId,
      register: true,
    });
    return { body: toAffiliateLink(launch) };
  },
});
