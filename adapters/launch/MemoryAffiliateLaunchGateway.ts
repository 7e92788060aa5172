import * as MESSAGES from '../../domain/constants/messages';
import { checkLandingPageUrl, launchRefusal } from '../../domain/launch/launchRefusal';
import { TRANSACTION_ARGUMENTS_INVALID, transactionArgumentProblems } from '../../domain/launch/transactionLookup';
import { sandboxAffiliateUrl } from '../../domain/navigation/affiliateLanding';
import { newLaunchId, newTransactionId } from '../../domain/launch/launchIds';
import { ApiError, GraphqlError } from '../../sdk/src/errors';
import { notSignedIn, refused } from '../twinRefusals';
import type { AffiliateLaunchGateway, AffiliateRedirect, AffiliateTransaction, RedirectDataRequest, RetailerWebUrls } from './AffiliateLaunchGateway';

const TWIN = 'affiliate launch twin';
/** Web Crypto's bytes (Node and browsers alike: the twin runs in both). */
const webCryptoBytes = (count: number) => crypto.getRandomValues(new Uint8Array(count));

/** A retailer as the twin knows it. */
export interface TwinLaunchRetailer {
  readonly name: string;
  readonly webUrl: string | null;
  readonly productUrl: string | null;
  readonly webRetailer: boolean;
  readonly tempDisabled: boolean;
  /** Offers that may be launched from there (a launchedOfferId outside them is a 404); none when left out. */
  readonly offerIds?: readonly number[];
  /** The offer value a landed launch's transaction answers (the sandbox's best offer value); null when left out. */
  readonly offerValue?: string | null;
}

/** A launch the twin registered. */
interface TwinLaunch {
  readonly retailerId: number;
  readonly launchedOfferId: number | null;
  readonly landingPageUrl: string | null;
  readonly launchId: string;
  readonly url: string;
  readonly transactionId: string;
  /** True until `land(launchId)`: the shopper has not reached the retailer, so no transaction answers yet. */
  awaitingLanding: boolean;
}

/**
 * The in-memory twin of the affiliate launch calls, refusing as the sandbox does
 * (scripts/sandbox/services/affiliateLink/README.md): `signedInAs` null is a visitor (AuthenticationError on every
 * call); an unknown retailer or offer is a 404, a retailer that cannot be launched a 400 with `fields.retailerId`,
 * a landingPageUrl that is not http(s) a 400 with `fields.landingPageUrl` (domain/launch/launchRefusal.ts), a
 * transaction asked with what cannot be a launch id BAD_USER_INPUT with `fields.launchId`, as the content GraphQL does.
 * Launches are kept in `launches`, awaiting their landing until `land(launchId)`; `failWith` fails every call.
 */
export class MemoryAffiliateLaunchGateway implements AffiliateLaunchGateway {
  signedInAs: string | null = null;
  failWith: Error | null = null;
  readonly retailers = new Map<number, TwinLaunchRetailer>();
  readonly launches: TwinLaunch[] = [];

  async fetchWebUrls(retailerId: number): Promise<RetailerWebUrls> {
    this.signedIn('fetchWebUrls');
    const retailer = this.knownRetailer(retailerId, 'fetchWebUrls');
    return { webUrl: retailer.webUrl, productUrl: retailer.productUrl };
  }

  async fetchRedirectData(request: RedirectDataRequest): Promise<AffiliateRedirect> {
    this.signedIn('fetchRedirectData');
    const landingPage = checkLandingPageUrl(request.landingPageUrl);
    if (!landingPage.ok) {
      const { message, fields } = landingPage.refusal;
      throw new ApiError(message, { service: TWIN, operation: 'fetchRedirectData', status: 400, fields });
    }
    const retailer = this.knownRetailer(request.retailerId, 'fetchRedirectData');
    const refusal = launchRefusal(retailer);
    if (refusal) {
      throw new ApiError(refusal.message, { service: TWIN, operation: 'fetchRedirectData', status: 400, fields: refusal.fields });
    }
    const launchedOfferId = request.launchedOfferId ?? null;
    if (launchedOfferId !== null && !(retailer.offerIds ?? []).includes(launchedOfferId)) {
      throw refused(404, MESSAGES.noOfferWithId(launchedOfferId), TWIN, 'fetchRedirectData');
    }
    const launchId = newLaunchId(webCryptoBytes);
    const url = sandboxAffiliateUrl(request.retailerId, launchId);
    this.launches.push({
      retailerId: request.retailerId,
      launchedOfferId,
      landingPageUrl: landingPage.url,
      launchId,
      url,
      transactionId: newTransactionId(webCryptoBytes),
      awaitingLanding: true,
    });
    return { launchId, url };
  }

  async fetchTransaction(retailerId: number, launchId: string): Promise<AffiliateTransaction | null> {
    this.signedIn('fetchTransaction');
    const problems = transactionArgumentProblems(String(retailerId), launchId);
    if (Object.keys(problems).length) {
      throw new GraphqlError(TRANSACTION_ARGUMENTS_INVALID, { service: TWIN, operation: 'fetchTransaction', status: 200, code: 'BAD_USER_INPUT', fields: problems });
    }
    const launch = this.launches.find((item) => item.launchId === launchId && item.retailerId === retailerId);
    if (!launch || launch.awaitingLanding) return null;
    return { transactionId: launch.transactionId, offerValue: this.retailers.get(retailerId)?.offerValue ?? null };
  }

  /** The shopper reached the retailer's site (the sandbox's demo retailer page records this): the transaction answers. */
  land(launchId: string): void {
    const launch = this.launches.find((item) => item.launchId === launchId);
    if (!launch) throw new Error(`The twin registered no launch ${launchId}`);
    launch.awaitingLanding = false;
  }

  private knownRetailer(retailerId: number, operation: string): TwinLaunchRetailer {
    const retailer = this.retailers.get(retailerId);
    if (!retailer) throw refused(404, MESSAGES.RETAILER_NOT_FOUND, TWIN, operation);
    return retailer;
  }

  private signedIn(operation: string): string {
    if (this.failWith) throw this.failWith;
    if (this.signedInAs === null) throw notSignedIn(TWIN, operation);
    return this.signedInAs;
  }
}
