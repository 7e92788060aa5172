import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';
import { notSignedIn } from '../twinRefusals';
import type { AccountLinkingGateway } from './AccountLinkingGateway';

/**
 * The in-memory twin: tests set `links` (by retailer id) or `failWith`, and read `requests`. A visitor
 * (`signedIn` false) is refused with an authentication error, as the real service does.
 */
export class MemoryAccountLinkingGateway implements AccountLinkingGateway {
  readonly links = new Map<number, RetailerAccountLink>();
  readonly requests: { customerId: string; retailerId: number }[] = [];
  failWith: Error | null = null;
  signedIn = true;

  async fetchAccountLink(customerId: string, retailerId: number): Promise<RetailerAccountLink | null> {
    this.requests.push({ customerId, retailerId });
    if (this.failWith) throw this.failWith;
    if (!this.signedIn) throw notSignedIn('account linking twin', 'fetchAccountLink');
    return this.links.get(retailerId) ?? null;
  }
}
