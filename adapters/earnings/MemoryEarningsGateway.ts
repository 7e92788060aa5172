import { notSignedIn, refused } from '../twinRefusals';
import type { EarningsGateway, EarningsHistoryPage, EarningsPageRequest } from './EarningsGateway';
import type { EarningsHistoryItem, GiftCard, Receipt, TransactionDetails } from '../../domain/money/transactionDetails';

const TWIN = 'earnings twin';

/**
 * The in-memory twin: `items` holds each customer's history (any order: pages come newest first, by `date`),
 * `receipts` and `giftCards` what the details show. Another customer's id is refused with a 403 and a visitor
 * with an authentication error, as the service does; `failWith` makes every call fail (the error state).
 */
export class MemoryEarningsGateway implements EarningsGateway {
  readonly items = new Map<string, EarningsHistoryItem[]>();
  readonly receipts = new Map<string, Receipt>();
  readonly giftCards = new Map<string, GiftCard>();
  /** Who is signed in; null for a visitor. */
  signedInAs: string | null = null;
  failWith: Error | null = null;
  /** Every page asked for, in order (a test checks that paging really asks for the next page). */
  readonly requests: EarningsPageRequest[] = [];

  async listEarnings(customerId: string, request: EarningsPageRequest): Promise<EarningsHistoryPage> {
    this.requests.push(request);
    const history = this.own(customerId, 'listEarnings')
      .filter((item) => request.before === undefined || Date.parse(item.date) < Date.parse(request.before))
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id.localeCompare(a.id));
    const items = history.slice(0, request.limit);
    const last = items.at(-1);
    return { items, nextBefore: history.length > request.limit && last ? last.date : null };
  }

  async fetchTransaction(customerId: string, itemId: string): Promise<TransactionDetails | null> {
    const item = this.own(customerId, 'fetchTransaction').find((candidate) => candidate.id === itemId);
    if (!item) return null;
    return {
      item,
      receipt: (item.receiptId && this.receipts.get(item.receiptId)) || null,
      giftCard: (item.giftCardId && this.giftCards.get(item.giftCardId)) || null,
    };
  }

  private own(customerId: string, operation: string): EarningsHistoryItem[] {
    if (this.failWith) throw this.failWith;
    if (this.signedInAs === null) throw notSignedIn(TWIN, operation);
    if (this.signedInAs !== customerId) throw refused(403, `Customer ${customerId} is not the signed-in customer`, TWIN, operation);
    return this.items.get(customerId) ?? [];
  }
}
