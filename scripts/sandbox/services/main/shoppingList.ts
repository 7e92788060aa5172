// List-to-offers (000 §3, §4, §7): match a typed shopping list against a retailer's offers, keep the latest
// list per customer, and take the sidebar's feedback once.
import * as MESSAGES from '../../../../domain/constants/messages';
import { HttpError } from '../../api/HttpError';
import type { OperationHandlers, RequestContext } from '../../api/restService';
import { isUniqueViolation } from '../../db';
import { listableAmong, offersInOrder } from '../account/offers';
import { CODE, SANDBOX_MESSAGES, fitsSqlInteger, invalidFields } from '../account/refusals';
import type { SandboxDeps } from '../SandboxDeps';
import { matchShoppingList, shownMatches } from './listMatching';
import { offerWordIndexAt } from './listMatchingIndex';

interface StoredGroup {
  searchTerm: string;
  title: string;
  offers: number[];
}

/** The stored list with its offers hydrated (offers gone from the catalogue are left out). */
async function toShoppingListMatch(deps: SandboxDeps, customerId: string, row: { retailer_id: number; list: string; matched_offers: StoredGroup[] }) {
  const groups = Array.isArray(row.matched_offers) ? row.matched_offers : [];
  const offers = await offersInOrder(deps, groups.flatMap((group) => group.offers ?? []), customerId);
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  return {
    retailerId: row.retailer_id,
    list: row.list,
    matchedOffers: groups.map((group) => ({
      searchTerm: group.searchTerm,
      title: group.title,
      offers: (group.offers ?? []).map((id) => byId.get(id)).filter((offer) => offer !== undefined),
    })),
  };
}

/** The caller, who must be the X-Customer-Id the pipeline already compared with the token. */
const listOwner = (context: RequestContext) => context.requireCustomer(context.headers['X-Customer-Id']).customerId;

export function shoppingListHandlers(deps: SandboxDeps): OperationHandlers {
  const { db } = deps;
  return {
    async matchShoppingList(context) {
      const customerId = listOwner(context);
      const { list, retailerId } = context.body as { list: string; retailerId: number };
      const retailer = fitsSqlInteger(retailerId) ? await db.one('SELECT id FROM retailers WHERE id = $1 AND NOT temp_disabled', [retailerId]) : null;
      if (!retailer) throw invalidFields({ retailerId: MESSAGES.RETAILER_NOT_FOUND });
      const now = deps.now();
      // Every offer at the retailer is matched (a cached index), then only those its lists show are kept (not
      // expired, discoverable or already the customer's).
      const ranked = matchShoppingList(list, await offerWordIndexAt(db, retailerId, now.getTime()));
      // A list of control or invisible characters only passes the contract's pattern but holds no item.
      if (ranked.length === 0) throw invalidFields({ list: SANDBOX_MESSAGES.LIST_WITHOUT_ITEMS });
      const shown = await listableAmong(deps, ranked.flatMap((line) => line.offerIds), customerId);
      const matched = shownMatches(ranked, shown).map(({ searchTerm, title, offerIds }) => ({ searchTerm, title, offers: offerIds }));
      const row = await db.one<{ retailer_id: number; list: string; matched_offers: StoredGroup[] }>(
        `INSERT INTO shopping_lists (customer_id, retailer_id, list, matched_offers, created_at)
         VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING retailer_id, list, matched_offers`,
        [customerId, retailerId, list, JSON.stringify(matched), now],
      );
      if (!row) throw new Error('shopping_lists insert returned no row');
      return { body: { listToOffers: await toShoppingListMatch(deps, customerId, row) } };
    },

    async getShoppingList(context) {
      const customerId = listOwner(context);
      const row = await db.one<{ retailer_id: number; list: string; matched_offers: StoredGroup[] }>(
        `SELECT retailer_id, list, matched_offers FROM shopping_lists WHERE customer_id = $1
          ORDER BY created_at DESC, id DESC LIMIT 1`,
        [customerId],
      );
      return { body: { listToOffers: row ? await toShoppingListMatch(deps, customerId, row) : null } };
    },

    async submitListToOffersFeedback(context) {
      const customerId = listOwner(context);
      const { frequency, additionalText, retailerId } = context.body as { frequency: string; additionalText?: string; retailerId?: number };
      if (retailerId !== undefined && !(fitsSqlInteger(retailerId) && (await db.one('SELECT id FROM retailers WHERE id = $1', [retailerId])))) {
        throw invalidFields({ retailerId: MESSAGES.RETAILER_NOT_FOUND });
      }
      const alreadySent = () => new HttpError(409, SANDBOX_MESSAGES.FEEDBACK_ALREADY_SENT, { code: CODE.ALREADY_SUBMITTED });
      try {
        await db.transaction(async (tx) => {
          if (await tx.one('SELECT id FROM list_to_offers_feedback WHERE customer_id = $1', [customerId])) throw alreadySent();
          const list = await tx.one<{ id: number }>(
            'SELECT id FROM shopping_lists WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
            [customerId],
          );
          const text = additionalText?.trim() ? additionalText.trim() : null;
          await tx.query(
            `INSERT INTO list_to_offers_feedback (customer_id, shopping_list_id, retailer_id, frequency, additional_text, created_at)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [customerId, list?.id ?? null, retailerId ?? null, frequency, text, deps.now()],
          );
        });
      } catch (error) {
        // Once per customer (unique index, 004_account.sql): a simultaneous second submit lands here.
        if (isUniqueViolation(error)) throw alreadySent();
        throw error;
      }
      return { status: 201, body: { submitted: true } };
    },
  };
}
