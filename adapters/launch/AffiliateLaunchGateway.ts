
/** Where a retailer's site is (the store action "hydrate web url", 000 §7): a launch needs one of the two (000 §5). */
export interface RetailerWebUrls {
  readonly webUrl: string | null;
  readonly productUrl: string | null;
}

/** What the launch asks the affiliate retailer service for (the store action "hydrate affiliate retailer with redirect data"). */
export interface RedirectDataRequest {
  readonly retailerId: number;
  /** The offer the shopper launched from (an offer page's Shop), else none. */
  readonly launchedOfferId?: number | null;
  /** A deep link into the retailer's site, else its home. */
  readonly landingPageUrl?: string | null;
}

/** The registered launch: its id (the shopping id the shopper sees) and the https affiliate URL carrying it. */
export interface AffiliateRedirect {
  readonly launchId: string;
  readonly url: string;
}

/** A launch's transaction once the shopper reached the retailer (fetchAffiliateTransactionByLaunchId). */
export interface AffiliateTransaction {
  readonly transactionId: string;
  readonly offerValue: string | null;
}

/**
 * The port for the affiliate launch's calls (000 §4 steps 6 and 11, §7): the retailer's web URLs
 * (contentServer/fetchRetailerWebUrl), the redirect data (the affiliate link service's offer link for an offer's
 * Shop, else its retailer link) and a
 * launch's transaction (content GraphQL fetchAffiliateTransactionByLaunchId). Signed in only; a refusal
 * rejects with the SDK's ApiError (AuthenticationError for the authentication failure).
 */
export interface AffiliateLaunchGateway {
  /** The retailer's webUrl and productUrl (either may be null). Unknown retailer: 404. */
  fetchWebUrls(retailerId: number): Promise<RetailerWebUrls>;
  /** Registers a launch and answers its id and https affiliate URL. Unknown retailer or offer: 404; not shoppable online: 400. */
  fetchRedirectData(request: RedirectDataRequest): Promise<AffiliateRedirect>;
  /** The transaction of one of the shopper's launches; null while the shopper has not reached the retailer, or for an unknown launch. */
  fetchTransaction(retailerId: number, launchId: string): Promise<AffiliateTransaction | null>;
}
