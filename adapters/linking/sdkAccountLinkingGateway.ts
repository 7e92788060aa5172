import type { ClipbackClients } from '../../sdk/src/clients';
import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';
import { requireBody } from '../http/sdkAnswers';
import type { AccountLinkingGateway } from './AccountLinkingGateway';

interface CredentialIntegration {
  retailerId: number;
  status: string;
  locked?: boolean;
}

const toLink = (link: CredentialIntegration): RetailerAccountLink => ({ retailerId: link.retailerId, status: link.status, locked: link.locked === true });

/** GET /account_linking/loyalty_connections, POST /account_linking/link, DELETE /account_linking/unlink (main API). */
export function sdkAccountLinkingGateway(api: ClipbackClients): AccountLinkingGateway {
  return {
    async fetchAccountLink(customerId, retailerId) {
      const { data } = await api.main.GET('/account_linking/loyalty_connections', {
        params: { query: { customer_id: customerId, retailer_id: retailerId } },
      });
      const link = data?.loyaltyConnections.find((connection) => connection.retailerId === retailerId);
      return link ? toLink(link) : null;
    },
    async listAccountLinks(customerId) {
      const { data } = await api.main.GET('/account_linking/loyalty_connections', { params: { query: { customer_id: customerId } } });
      return (data?.loyaltyConnections ?? []).map(toLink);
    },
    async linkAccount(customerId, request) {
      const link = await requireBody(api.main.POST('/account_linking/link', {
        body: {
          customer_id: customerId,
          retailer_id: request.retailerId,
          email: request.email,
          password: request.password,
          share_purchase_history: request.sharePurchaseHistory,
        },
      }), 'account_linking/link');
      return toLink(link);
    },
    async unlinkAccount(customerId, retailerId) {
      await api.main.DELETE('/account_linking/unlink', { params: { query: { customer_id: customerId, retailer_id: retailerId } } });
    },
  };
}
