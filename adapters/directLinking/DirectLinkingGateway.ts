import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';

/** Where to send the browser to link the direct-integration retailer, and the state its return must carry. */
export interface StartedDirectLink {
  state: string;
  redirectUri: string;
}

/**
 * The port for the retailer links a shopper finishes outside the credential form (001 §4, §7): the direct
 * integration (1408) through the retailer's own sign-in (walmartOAuthService), and the multi-factor step of a
 * link that waits for a code (1144, actionRequired). A refusal rejects with the service's status, code and field
 * map (read them with serviceRefusalOf): a wrong or spent state 400 / 409, a wrong code 400 with fields.code.
 */
export interface DirectLinkingGateway {
  /** walmartOAuthServiceLogin {goto}: the provider's URL to open; it returns the browser to `goto` with code and state. */
  startDirectLink(goto: string): Promise<StartedDirectLink>;
  /** walmartLinkCustomerAccount {code, state}: HTTP 200 links the retailer, answered as verified. */
  finishDirectLink(code: string, state: string): Promise<RetailerAccountLink>;
  /** walmartUnlinkCustomerAccount: clears the direct link (1408) and retailer 4's. */
  unlinkDirect(): Promise<void>;
  /** Finishes a link waiting for the retailer's multi-factor code; answers the link, verified and unlocked. */
  finishMfaLink(customerId: string, retailerId: number, code: string): Promise<RetailerAccountLink>;
}
