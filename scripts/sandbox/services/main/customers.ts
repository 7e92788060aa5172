// REST v2 customer reads: the customer, earnings (list and totals), receipts, buyable gift cards,
// favourite retailers, and retailer availability on other platforms (001 §7, 000 §7).
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import * as MESSAGES from '../../../../domain/constants/messages';
import { dollarsToCents } from '../../../../domain/money/cents';
import type { OperationHandlers } from '../../api/restService';
import { customerInfoOf, findCustomer } from '../account/customers';
import { SANDBOX_MESSAGES, fitsSqlInteger, invalidFields, notFound } from '../account/refusals';
import type { SandboxDeps } from '../SandboxDeps';
import { historyItem, historyPage } from './earningsHistory';

/** Ours: the most favourite retailers one list may hold. */
export const MAX_FAVORITE_RETAILERS = 500;

/** Page size when `limit` is not given (the contract's default). */
const DEFAULT_EARNINGS_LIMIT = 20;

interface ReceiptRow {
  id: string;
  retailer_id: number | null;
  retailer_name: string | null;
  status: string;
  reversed: boolean;
  purchase_date: string | null;
  credit_date: string | null;
  total_cents: number | null;
  offers_matched: number;
  offer_earnings_cents: number;
  bonus_earnings_cents: number;
  cash_back_cents: number;
}

interface GiftCardRow {
  id: string;
  name: string;
  retailer_id: number | null;
  image_url: string | null;
  percent_back: number | null;
  denominations_cents: number[];
  terms: string | null;
  available: boolean;
}

interface FavoriteRow {
  retailer_id: number;
  sort_order: number;
  name: string;
  image_url: string | null;
}

export async function favoritesOf(deps: SandboxDeps, customerId: string) {
  const rows = await deps.db.query<FavoriteRow>(
    `SELECT f.retailer_id, f.sort_order, r.name, COALESCE(r.image_url, r.icon_url) AS image_url
       FROM favorite_retailers f JOIN retailers r ON r.id = f.retailer_id
      WHERE f.customer_id = $1 ORDER BY f.sort_order, f.retailer_id`,
    [customerId],
  );
  return rows.map((row) => ({ retailerId: row.retailer_id, sortOrder: row.sort_order, name: row.name, imageUrl: row.image_url }));
}

export function customerHandlers(deps: SandboxDeps): OperationHandlers {
  const { db } = deps;
  return {
    async getCustomer(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      const row = await findCustomer(db, customerId);
      if (!row) throw notFound(SANDBOX_MESSAGES.CUSTOMER_NOT_FOUND);
      return { body: await customerInfoOf(db, row, deps.origin, deps.now()) };
    },

    async listCustomerEarnings(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      const limit: number = context.query.limit ?? DEFAULT_EARNINGS_LIMIT;
      const before = context.query.before === undefined ? null : new Date(context.query.before as string);
      return { body: await historyPage(db, customerId, before, limit) };
    },

    async getCustomerEarningsItem(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      const item = await historyItem(db, customerId, String(context.params.itemId));
      if (!item) throw notFound(ACCOUNT_MESSAGES.EARNINGS_ITEM_NOT_FOUND);
      return { body: item };
    },

    async getCustomerEarningsSummary(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      const row = await findCustomer(db, customerId);
      if (!row) throw notFound(SANDBOX_MESSAGES.CUSTOMER_NOT_FOUND);
      return {
        body: {
          current: row.balance_cents,
          lifetime: row.lifetime_earnings_cents,
          // The customer's minimum withdrawal (whole dollars in the row) in cents.
          minCashoutAmount: dollarsToCents(row.minimum_paypal_amount_dollars),
        },
      };
    },

    async getCustomerReceipt(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      const receipt = await db.one<ReceiptRow>(
        `SELECT c.*, r.name AS retailer_name FROM receipts c LEFT JOIN retailers r ON r.id = c.retailer_id
          WHERE c.id = $1 AND c.customer_id = $2`,
        [context.params.receiptId, customerId],
      );
      if (!receipt) throw notFound(SANDBOX_MESSAGES.RECEIPT_NOT_FOUND);
      const lines = await db.query<{ name: string; offer_id: number | null; quantity: number; earnings_cents: number | null }>(
        'SELECT name, offer_id, quantity, earnings_cents FROM receipt_lines WHERE receipt_id = $1 ORDER BY line_no',
        [receipt.id],
      );
      return {
        body: {
          id: receipt.id,
          ...(receipt.retailer_id !== null ? { retailerId: receipt.retailer_id } : {}),
          ...(receipt.retailer_name !== null ? { retailerName: receipt.retailer_name } : {}),
          status: receipt.status,
          reversed: receipt.reversed,
          purchaseDate: receipt.purchase_date,
          creditDate: receipt.credit_date,
          total: receipt.total_cents,
          offersMatched: receipt.offers_matched,
          offerEarnings: receipt.offer_earnings_cents,
          bonusEarnings: receipt.bonus_earnings_cents,
          cashBack: receipt.cash_back_cents,
          lines: lines.map((line) => ({
            name: line.name,
            offerId: line.offer_id,
            quantity: line.quantity,
            earnings: line.earnings_cents,
          })),
        },
      };
    },

    async getBuyableGiftCard(context) {
      context.requireCustomer(context.params.id);
      const card = await db.one<GiftCardRow>('SELECT * FROM buyable_gift_cards WHERE id = $1', [context.params.giftCardId]);
      if (!card) throw notFound(SANDBOX_MESSAGES.GIFT_CARD_NOT_FOUND);
      return {
        body: {
          id: card.id,
          name: card.name,
          ...(card.retailer_id !== null ? { retailerId: card.retailer_id } : {}),
          imageUrl: card.image_url,
          percentBack: card.percent_back,
          denominations: card.denominations_cents,
          terms: card.terms,
          available: card.available,
        },
      };
    },

    async saveRetailerFavorites(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      const ids: number[] = context.body.retailer_ids;
      if (ids.length > MAX_FAVORITE_RETAILERS) throw invalidFields({ retailer_ids: SANDBOX_MESSAGES.TOO_MANY_FAVORITES });
      // The client sends the whole new list (it applies the toggle and group rules, 001 §4); its order is
      // the sort order. Unknown retailers refuse the whole list.
      const known = ids.every(fitsSqlInteger)
        ? await db.query<{ id: number }>('SELECT id FROM retailers WHERE id = ANY($1::int[])', [ids])
        : [];
      if (known.length !== ids.length) throw notFound(MESSAGES.RETAILER_NOT_FOUND);
      const now = deps.now();
      await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
        // A retailer that stays a favourite keeps the date it was first added.
        await tx.query('DELETE FROM favorite_retailers WHERE customer_id = $1 AND NOT (retailer_id = ANY($2::int[]))', [customerId, ids]);
        await tx.query(
          `INSERT INTO favorite_retailers (customer_id, retailer_id, sort_order, created_at)
           SELECT $1, retailer_id, (position - 1)::int, $3 FROM unnest($2::int[]) WITH ORDINALITY AS list (retailer_id, position)
           ON CONFLICT (customer_id, retailer_id) DO UPDATE SET sort_order = EXCLUDED.sort_order`,
          [customerId, ids, now],
        );
      });
      return { body: { retailer_favorites: await favoritesOf(deps, customerId) } };
    },

    async getRetailerPlatformAvailability(context) {
      const retailerId: number = context.params.retailerId;
      const row = fitsSqlInteger(retailerId)
        ? await db.one<{ other_platforms: string[]; temp_disabled: boolean }>('SELECT other_platforms, temp_disabled FROM retailers WHERE id = $1', [retailerId])
        : null;
      // Unknown or temporarily disabled retailers are available nowhere (the client can always decide).
      const platforms = row && !row.temp_disabled ? row.other_platforms : [];
      return { body: { retailerId, availableOnOtherPlatforms: platforms.length > 0, platforms } };
    },
  };
}
