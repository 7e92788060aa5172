import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';

/** What the link form sends (001 §3 "Linked retailer account form"). */
export interface LinkAccountRequest {
  retailerId: number;
  email: string;
  password: string;
  sharePurchaseHistory: boolean;
}

/**
 * The port for the customer's retailer account links (001 §3 "Credential integration", §7 account-linking
 * calls): read one or all, link with the retailer account's e-mail and password, unlink. Cancelling a failed
 * link (000 §4 "Cancel in cancel mode") is an unlink of that link: the documents name no other call.
 * A refusal rejects with the service's ApiError (a duplicate: 409, message 'Duplicate Account Found').
 */
export interface AccountLinkingGateway {
  /** The customer's link to one retailer, or null when there is none. */
  fetchAccountLink(customerId: string, retailerId: number): Promise<RetailerAccountLink | null>;
  /** Every link the customer has, in any state, by retailer id. */
  listAccountLinks(customerId: string): Promise<RetailerAccountLink[]>;
  /** Links (or re-links) a retailer account: answers the link, usually pending. */
  linkAccount(customerId: string, request: LinkAccountRequest): Promise<RetailerAccountLink>;
  /** Removes the link (and, for the direct-integration retailer, the one it clears with it). */
  unlinkAccount(customerId: string, retailerId: number): Promise<void>;
}
