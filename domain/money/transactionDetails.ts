import type { EarningsItem } from './earnings';

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
