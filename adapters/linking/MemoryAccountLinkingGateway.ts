import * as MESSAGES from '../../domain/constants/messages';
import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';
import { notSignedIn, refused } from '../twinRefusals';
import type { AccountLinkingGateway, LinkAccountRequest } from './AccountLinkingGateway';

const TWIN = 'account linking twin';

/**
 * The in-memory twin: tests set `links` (by retailer id), `failWith` (every call) or `linkFailure` (the next
 * link only), and read `requests` / `linkRequests`. A new link answers `newLinkStatus` ('pending' unless set).
 * An e-mail in `takenEmails` is refused as a duplicate (409 'Duplicate Account Found'), as the service does.
 * A visitor (`signedIn` false) is refused with an authentication error.
 */
export class MemoryAccountLinkingGateway implements AccountLinkingGateway {
  readonly links = new Map<number, RetailerAccountLink>();
  readonly requests: { customerId: string; retailerId: number }[] = [];
  readonly linkRequests: LinkAccountRequest[] = [];
  readonly takenEmails = new Set<string>();
  newLinkStatus = 'pending';
  failWith: Error | null = null;
  linkFailure: Error | null = null;
  signedIn = true;

  private check(operation: string): void {
    if (this.failWith) throw this.failWith;
    if (!this.signedIn) throw notSignedIn(TWIN, operation);
  }

  async fetchAccountLink(customerId: string, retailerId: number): Promise<RetailerAccountLink | null> {
    this.requests.push({ customerId, retailerId });
    this.check('fetchAccountLink');
    return this.links.get(retailerId) ?? null;
  }

  async listAccountLinks(): Promise<RetailerAccountLink[]> {
    this.check('listAccountLinks');
    return [...this.links.values()].sort((a, b) => a.retailerId - b.retailerId);
  }

  async linkAccount(_customerId: string, request: LinkAccountRequest): Promise<RetailerAccountLink> {
    this.linkRequests.push(request);
    this.check('linkAccount');
    const failure = this.linkFailure;
    this.linkFailure = null;
    if (failure) throw failure;
    if (this.takenEmails.has(request.email.trim().toLowerCase())) throw refused(409, MESSAGES.DUPLICATE_ACCOUNT, TWIN, 'linkAccount');
    const link = { retailerId: request.retailerId, status: this.newLinkStatus, locked: false };
    this.links.set(link.retailerId, link);
    return link;
  }

  async unlinkAccount(_customerId: string, retailerId: number): Promise<void> {
    this.check('unlinkAccount');
    if (!this.links.delete(retailerId)) throw refused(404, 'Not linked', TWIN, 'unlinkAccount');
  }
}
