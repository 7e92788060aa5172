import { ApiError, type ClipbackClients, type MainApi } from '../../sdk/src';
import { HTTP_STATUS } from '../../domain/constants/http';
import { requireBody } from '../http/sdkAnswers';
import type { EarningsGateway } from './EarningsGateway';
import type { EarningsHistoryItem, GiftCard, Receipt } from '../../domain/money/transactionDetails';

type Schemas = MainApi.components['schemas'];

export function toEarningsHistoryItem(wire: Schemas['EarningsItem']): EarningsHistoryItem {
  return {
    id: wire.id,
    type: wire.type,
    status: wire.status,
    reversed: wire.reversed === true,
    date: wire.date,
    title: wire.title ?? '',
    retailerId: wire.retailerId ?? null,
    receiptId: wire.receiptId ?? null,
    giftCardId: wire.giftCardId ?? null,
    purchaseDate: wire.purchaseDate ?? null,
    creditDate: wire.creditDate ?? null,
    offersMatched: wire.offersMatched ?? null,
    offerEarnings: wire.offerEarnings ?? null,
    bonusEarnings: wire.bonusEarnings ?? null,
    cashBackEarned: wire.cashBackEarned ?? null,
    cashBackPending: wire.cashBackPending ?? null,
    referralAmount: wire.referralAmount ?? null,
    creditAmount: wire.creditAmount ?? null,
    withdrawalAmount: wire.withdrawalAmount ?? null,
    withdrawalDate: wire.withdrawalDate ?? null,
    paymentMethod: wire.paymentMethod ?? null,
    pendingPeriod: wire.pendingPeriod ?? null,
  };
}

function toReceipt(wire: Schemas['Receipt']): Receipt {
  return {
    id: wire.id,
    retailerName: wire.retailerName ?? null,
    purchaseDate: wire.purchaseDate ?? null,
    total: wire.total ?? null,
    lines: (wire.lines ?? []).map((line) => ({ name: line.name, quantity: line.quantity ?? 1, earnings: line.earnings ?? null })),
  };
}

function toGiftCard(wire: Schemas['GiftCard']): GiftCard {
  return {
    id: wire.id,
    name: wire.name,
    imageUrl: wire.imageUrl ?? null,
    percentBack: wire.percentBack ?? null,
    terms: wire.terms ?? null,
  };
}

/** A 404 answered as null (the details page's not-found state); any other failure rejects. */
async function unlessNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === HTTP_STATUS.NOT_FOUND) return null;
    throw error;
  }
}

export function sdkEarningsGateway(api: ClipbackClients): EarningsGateway {
  return {
    async listEarnings(customerId, { limit, before }) {
      const page = await requireBody(
        api.main.GET('/v2/customers/{id}/earnings.json', {
          params: { path: { id: customerId }, query: { limit, ...(before ? { before } : {}) } },
        }),
        'listCustomerEarnings',
      );
      return { items: page.earnings.map(toEarningsHistoryItem), nextBefore: page.nextBefore ?? null };
    },

    async fetchTransaction(customerId, itemId) {
      const item = await unlessNotFound(
        requireBody(
          api.main.GET('/v2/customers/{id}/earnings/{itemId}.json', { params: { path: { id: customerId, itemId } } }),
          'getCustomerEarningsItem',
        ).then(toEarningsHistoryItem),
      );
      if (!item) return null;
      // A receipt or gift card gone since the item was written leaves the item's own rows to show.
      const [receipt, giftCard] = await Promise.all([
        item.receiptId
          ? unlessNotFound(
              requireBody(
                api.main.GET('/v2/customers/{id}/receipts/{receiptId}.json', { params: { path: { id: customerId, receiptId: item.receiptId } } }),
                'getCustomerReceipt',
              ).then(toReceipt),
            )
          : null,
        item.giftCardId
          ? unlessNotFound(
              requireBody(
                api.main.GET('/v2/customers/{id}/buyable_gift_cards/{giftCardId}.json', {
                  params: { path: { id: customerId, giftCardId: item.giftCardId } },
                }),
                'getBuyableGiftCard',
              ).then(toGiftCard),
            )
          : null,
      ]);
      return { item, receipt, giftCard };
    },
  };
}
