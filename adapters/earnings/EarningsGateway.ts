import type { EarningsItem } from '../../domain/money/earnings';
import type { PortMethods } from '../lazyPort';

/** One transaction-history row as the app keeps it (openapi EarningsItem; amounts in cents). */
export interface EarningsHistoryItem extends EarningsItem {
  id: string;
  /** ISO date-time the item was recorded (the history's order and its `before` cursor). */
  date: string;
  title: string;
  retailerId: number | null;
  receiptId: string | null;
  giftCardId: string | null;
}

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

export interface ReceiptLine {
  name: string;
  quantity: number;
  /** Cents, or null when the line earned nothing. */
  earnings: number | null;
}

/** A purchase's receipt (openapi Receipt; its fields are ours, 001 §3 does not show them). */
export interface Receipt {
  id: string;
  retailerName: string | null;
  purchaseDate: string | null;
  total: number | null;
  lines: ReceiptLine[];
}

/** A buyable gift card (openapi GiftCard). */
export interface GiftCard {
  id: string;
  name: string;
  imageUrl: string | null;
  percentBack: number | null;
  terms: string | null;
}

/** The transaction details page's data: the item with its receipt or gift card when it has one. */
export interface TransactionDetails {
  item: EarningsHistoryItem;
  receipt: Receipt | null;
  giftCard: GiftCard | null;
}

/** The signed-in customer's earnings history and one transaction's details (001 §7 earnings / receipts / gift cards). */
export interface EarningsGateway {
  listEarnings(customerId: string, request: EarningsPageRequest): Promise<EarningsHistoryPage>;
  /** The item with its receipt or gift card; null when the customer has no such item (404). */
  fetchTransaction(customerId: string, itemId: string): Promise<TransactionDetails | null>;
}

/** The port's methods, for a lazily loaded adapter (lazyPort). */
export const EARNINGS_GATEWAY_METHODS: PortMethods<EarningsGateway> = { listEarnings: true, fetchTransaction: true };
