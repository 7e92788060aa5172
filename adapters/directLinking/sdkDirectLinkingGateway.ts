import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';
import type { ClipbackClients } from '../../sdk/src';
import { requireBody } from '../http/sdkAnswers';
import type { DirectLinkingGateway } from './DirectLinkingGateway';

const toLink = (wire: { retailerId: number; status: string; locked?: boolean }): RetailerAccountLink => ({
  retailerId: wire.retailerId,
  status: wire.status,
  locked: wire.locked === true,
});

/** The SDK's errors pass through as they are: callers read status, code and fields with serviceRefusalOf. */
export function sdkDirectLinkingGateway(api: ClipbackClients): DirectLinkingGateway {
  return {
    async startDirectLink(goto) {
      const data = await requireBody(api.gateway.POST('/walmartOAuthService/walmartOAuthServiceLogin', { body: { goto } }), 'walmartOAuthServiceLogin');
      return { state: data.state, redirectUri: data.redirect_uri };
    },

    async finishDirectLink(code, state) {
      return toLink(await requireBody(api.gateway.POST('/walmartOAuthService/walmartLinkCustomerAccount', { body: { code, state } }), 'walmartLinkCustomerAccount'));
    },

    async unlinkDirect() {
      await requireBody(api.gateway.GET('/walmartOAuthService/walmartUnlinkCustomerAccount', {}), 'walmartUnlinkCustomerAccount');
    },

    async finishMfaLink(customerId, retailerId, code) {
      return toLink(
        await requireBody(api.main.POST('/account_linking/mfa', { body: { customer_id: customerId, retailer_id: retailerId, code } }), 'finishMfaLink'),
      );
    },
  };
}
