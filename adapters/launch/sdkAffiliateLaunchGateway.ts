import { FetchAffiliateTransactionByLaunchIdDocument, type ClipbackClients } from '../../sdk/src';
import { requireBody } from '../http/sdkAnswers';
import type { AffiliateLaunchGateway } from './AffiliateLaunchGateway';

/**
 * AffiliateLaunchGateway over @clipback/sdk:
 * - web URLs: gateway contentServer/fetchRetailerWebUrl;
 * - redirect data: gateway affiliateRetailerService/fetchAffiliateData (null for what the launch has not got:
 *   the contract takes null for either optional field);
 * - a launch's transaction: content GraphQL fetchAffiliateTransactionByLaunchId (ids are strings there).
 * Refusals reject with the SDK's own ApiError / AuthenticationError, untouched: the launch flow reads their status.
 */
export function sdkAffiliateLaunchGateway(api: ClipbackClients): AffiliateLaunchGateway {
  return {
    async fetchWebUrls(retailerId) {
      const urls = await requireBody(api.gateway.POST('/contentServer/fetchRetailerWebUrl', { body: { retailerId } }), 'fetchRetailerWebUrl');
      return { webUrl: urls.webUrl, productUrl: urls.productUrl };
    },

    async fetchRedirectData({ retailerId, launchedOfferId, landingPageUrl }) {
      const redirect = await requireBody(
        api.gateway.POST('/affiliateRetailerService/fetchAffiliateData', {
          body: { retailerId, launchedOfferId: launchedOfferId ?? null, landingPageUrl: landingPageUrl ?? null },
        }),
        'fetchAffiliateData',
      );
      return { launchId: redirect.launchId, url: redirect.url };
    },

    async fetchTransaction(retailerId, launchId) {
      const data = await api.content.execute(FetchAffiliateTransactionByLaunchIdDocument, { retailerId: String(retailerId), launchId });
      const transaction = data.fetchAffiliateTransactionByLaunchId;
      return transaction ? { transactionId: transaction.transactionId, offerValue: transaction.offerValue } : null;
    },
  };
}
