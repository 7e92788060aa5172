// A demo earnings history for the earnings twin: every type and status, one reversed, one pending cash credit
// with its pending period, one item with a receipt and one with a gift card (as the sandbox's seed has).
import type { EarningsHistoryItem } from '../../domain/money/transactionDetails';
import type { MemoryEarningsGateway } from '../../adapters/earnings/MemoryEarningsGateway';
import { DEMO_CUSTOMER_ID } from './testStores';

export const RECEIPT_ITEM_ID = 'earn-demo-004';
export const GIFT_CARD_ITEM_ID = 'earn-demo-005';
export const REVERSED_ITEM_ID = 'earn-demo-006';
export const PENDING_CASH_CREDIT_ID = 'earn-demo-007';

function item(id: string, daysAgo: number, fields: Partial<EarningsHistoryItem> & Pick<EarningsHistoryItem, 'type' | 'status' | 'title'>): EarningsHistoryItem {
  return {
    id,
    date: new Date(Date.UTC(2026, 2, 1) - daysAgo * 86_400_000).toISOString(),
    reversed: false,
    retailerId: null,
    receiptId: null,
    giftCardId: null,
    purchaseDate: null,
    creditDate: null,
    pendingPeriod: null,
    ...fields,
  };
}

/** Newest last; the twin sorts. */
export const DEMO_HISTORY: readonly EarningsHistoryItem[] = [
  item('earn-demo-001', 380, { type: 'bonus', status: 'processed', title: '$5 on your first purchase', creditDate: '2025-02-14', bonusEarnings: 500 }),
  item('earn-demo-002', 290, { type: 'referral', status: 'processed', title: 'Referral: Jordan L.', creditDate: '2025-05-15', referralAmount: 1000 }),
  item('earn-demo-003', 120, { type: 'manual', status: 'processed', title: 'Courtesy credit', creditDate: '2025-11-01', creditAmount: 250 }),
  item(RECEIPT_ITEM_ID, 100, {
    type: 'cash_credit', status: 'processed', title: 'Harvest Lane Market', retailerId: 1088, receiptId: 'rcpt-demo-1',
    purchaseDate: '2025-11-18', offersMatched: 2, offerEarnings: 1875, bonusEarnings: 0, cashBackEarned: 1875,
  }),
  item(GIFT_CARD_ITEM_ID, 90, { type: 'gift_card', status: 'processed', title: 'Gift card cash back', giftCardId: 'gc-1', creditDate: '2025-12-01', creditAmount: 500 }),
  item(REVERSED_ITEM_ID, 45, {
    type: 'cash_credit', status: 'processed', reversed: true, title: 'Maple & Main Market', purchaseDate: '2026-01-12',
    offersMatched: 3, offerEarnings: 900, bonusEarnings: 0, cashBackEarned: 900,
  }),
  item(PENDING_CASH_CREDIT_ID, 3, {
    type: 'cash_credit', status: 'pending', title: 'Sunfield <b>Fresh</b> Foods', purchaseDate: '2026-02-26',
    offersMatched: 2, offerEarnings: 650, bonusEarnings: 0, cashBackPending: 650, pendingPeriod: '7 days',
  }),
  item('earn-demo-008', 2, { type: 'bonus', status: 'pending', title: 'Weekend bonus', bonusEarnings: 300 }),
  item('earn-demo-009', 1, { type: 'referral', status: 'pending', title: 'Referral: pending friend', referralAmount: 1000 }),
];

/** Fills the twin with the demo history, its receipt and gift card, signed in as the demo customer. */
export function withDemoHistory(twin: MemoryEarningsGateway, customerId: string = DEMO_CUSTOMER_ID): MemoryEarningsGateway {
  twin.signedInAs = customerId;
  twin.items.set(customerId, [...DEMO_HISTORY]);
  twin.receipts.set('rcpt-demo-1', {
    id: 'rcpt-demo-1',
    retailerName: 'Harvest Lane Market',
    purchaseDate: '2025-11-18',
    total: 6300,
    lines: [
      { name: 'Oat milk, 64 oz', quantity: 2, earnings: 1000 },
      { name: 'Sourdough loaf', quantity: 1, earnings: 875 },
    ],
  });
  twin.giftCards.set('gc-1', { id: 'gc-1', name: 'Grandmart gift card', imageUrl: null, percentBack: 5, terms: 'Cash back is credited once the card is delivered.' });
  return twin;
}
