import type { ClipbackClients } from '../../sdk/src';
import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';

/**
 * The port for the customer's retailer account links (001 §3 "Credential integration"): the retailer page reads
 * its retailer's link status for the link state and its button (000 §4). Linking itself is a later issue's.
 */
export interface AccountLinkingGateway {
  /** The customer's link to one retailer, or null when there is none. */
  fetchAccountLink(customerId: string, retailerId: number): Promise<RetailerAccountLink | null>;
}

/** GET /account_linking/loyalty_connections?customer_id=…&retailer_id=… (main API). */
export function sdkAccountLinkingGateway(api: ClipbackClients): AccountLinkingGateway {
  return {
    async fetchAccountLink(customerId, retailerId) {
      const { data } = await api.main.GET('/account_linking/loyalty_connections', {
        params: { query: { customer_id: customerId, retailer_id: retailerId } },
      });
      const link = data?.loyaltyConnections.find((connection) => connection.retailerId === retailerId);
      return link ? { retailerId: link.retailerId, status: link.status, locked: link.locked === true } : null;
    },
  };
}

/** The in-memory twin: tests set `links` (by retailer id) or `failWith`, and read `requests`. */
export class MemoryAccountLinkingGateway implements AccountLinkingGateway {
  readonly links = new Map<number, RetailerAccountLink>();
  readonly requests: { customerId: string; retailerId: number }[] = [];
  failWith: Error | null = null;

  async fetchAccountLink(customerId: string, retailerId: number): Promise<RetailerAccountLink | null> {
    this.requests.push({ customerId, retailerId });
    if (this.failWith) throw this.failWith;
    return this.links.get(retailerId) ?? null;
  }
}
