import { FetchAffiliateTransactionByLaunchIdDocument, type ClipbackClients } from '../../sdk/src';
import { requireBody } from '../http/sdkAnswers';
import type { AffiliateLaunchGateway } from './AffiliateLaunchGateway';

/**
 * AffiliateLaunchGateway over @clipback/sdk:
 * - web URLs: gateway contentServer/fetchRetailerWebUrl;
 * - redirect data: the affiliate link service (000 §7): an offer's Shop its offer link
 *   (/offer-link/{retailerId}/{offerId}), any other Shop the retailer link (/retailer-link/{retailerId}, client=WEB,
 *   elsVariant=do_not_register, the landing page when there is one). Both register the launch and answer its id and
 *   https URL. (gateway affiliateRetailerService/fetchAffiliateData answers the same and stays in the contract for
 *   other clients; the web app's launch uses the link service, which the documents give the web app's parameters for.)
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
      // An offer's Shop launches the offer's own link; any other Shop the retailer's (000 §7, affiliate link service).
      const link =
        launchedOfferId !== null && launchedOfferId !== undefined
          ? await requireBody(
              api.affiliateLink.GET('/offer-link/{retailerId}/{offerId}', {
                params: { path: { retailerId, offerId: launchedOfferId }, query: { client: 'WEB' } },
              }),
              'getOfferAffiliateLink',
            )
          : await requireBody(
              api.affiliateLink.GET('/retailer-link/{retailerId}', {
                params: {
                  path: { retailerId },
                  query: { client: 'WEB', elsVariant: 'do_not_register', ...(landingPageUrl ? { landingPageUrl } : {}) },
                },
              }),
              'getRetailerAffiliateLink',
            );
      return { launchId: link.launchId, url: link.url };
    },

    async fetchTransaction(retailerId, launchId) {
      const data = await api.content.execute(FetchAffiliateTransactionByLaunchIdDocument, { retailerId: String(retailerId), launchId });
      const transaction = data.fetchAffiliateTransactionByLaunchId;
      return transaction ? { transactionId: transaction.transactionId, offerValue: transaction.offerValue } : null;
    },
  };
}
