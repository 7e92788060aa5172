import { createLaunch } from '../affiliateLink/launches';
import type { RestHandlersFactory } from '../SandboxDeps';

/**
 * affiliateRetailerService/* handlers (gateway.yaml has one: fetchAffiliateData, the store action "hydrate
 * affiliate retailer with redirect data {retailerId, launchedOfferId, landingPageUrl}"). It registers a
 * launch exactly as the affiliate link service does (../affiliateLink/launches.ts): the launched offer when
 * given, else the customer's unlocked offers at the retailer; and answers its launch id and https URL.
 */
export const affiliateRetailerServiceHandlers: RestHandlersFactory = (deps) => ({
  async fetchAffiliateData(context) {
    const auth = context.requireAuth();
    const { retailerId, launchedOfferId, landingPageUrl } = context.body as {
      retailerId: number;
      launchedOfferId?: number | null;
      landingPageUrl?: string | null;
    };
    const launch = await createLaunch(deps, { auth, retailerId, offerId: launchedOfferId ?? null, landingPageUrl, register: true });
    return { body: { launchId: launch.launchId, url: launch.url } };
  },
});
