/** The transaction details page (route `earnings`, 001 §2). Wording ours unless a comment says otherwise. */
export const TRANSACTION_DETAILS_COPY = {
  LOADING: 'Loading the transaction…',
  SUMMARY: 'Summary',
  RECEIPT: 'Receipt',
  RECEIPT_ITEM: 'Item',
  RECEIPT_QUANTITY: 'Qty',
  RECEIPT_CASH_BACK: 'Cash back',
  receiptTotal: (total: string) => `Receipt total: ${total}`,
  purchasedAt: (retailer: string, date: string) => `${retailer}, purchased ${date}`,
  percentBack: (percent: number) => `${percent}% cash back`,
} as const;
