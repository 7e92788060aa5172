import type { EarningsHistoryItem, TransactionDetails } from '../../domain/money/transactionDetails';

/** One page of the history, newest first; `nextBefore` asks for the next page, null on the last. */
export interface EarningsHistoryPage {
  items: EarningsHistoryItem[];
  nextBefore: string | null;
}

export interface EarningsPageRequest {
  limit: number;
  /** The previous page's nextBefore; absent for the first page. */
  before?: string;
}

/** The signed-in customer's earnings history and one transaction's details (001 §7 earnings / receipts / gift cards). */
export interface EarningsGateway {
  listEarnings(customerId: string, request: EarningsPageRequest): Promise<EarningsHistoryPage>;
  /** The item with its receipt or gift card; null when the customer has no such item (404). */
  fetchTransaction(customerId: string, itemId: string): Promise<TransactionDetails | null>;
}
