// Offers: the mappers from a row (rows.ts) to the contract's Offer and UnlockedOffer, and the queries behind offer
// lists and lookups.
import { toUnlockedOffer } from '../../../../domain/offers/UnlockedOffer';
import type { SqlExecutor } from '../../db';
import { groupBy } from './batch';
import { DISCOVERY_ENDS_SOON_MS, EXPIRING_SOON_MS } from './constants';
import { groupRewards, REWARD_COLUMNS } from './retailers';
import type { OfferRow, RewardRow } from './rows';
import type { CatalogueSession } from './session';
import {
  endsWithin,
  iso,
  type AvailableAtRetailerShape,
  type BonusSummaryShape,
  type OfferPurchaseCategoryShape,
  type OfferShape,
  type RewardShape,
  type UnlockedOfferShape,
} from './shapes';
import { listableOfferSql } from './sql';

const COLUMNS = [
  'id', 'name', 'description', 'about', 'image_url', 'current_value', 'generic_current_value', 'old_value',
  'percent_back', 'amount_cents', 'terms', 'legal', 'attribution_method', 'offer_type', 'any_brand', 'any_item',
  'combo', 'customer_order_method', 'is_discoverable', 'discoverable_until', 'expiration', 'flex_spend',
  'flex_spend_total_cents', 'multiples_count', 'redemption_max', 'offer_segment_id', 'segment_id',
  'waved_image_award_tags', 'catalogue_position', 'alcohol',
];

/** The offer columns an OfferRow needs, qualified by `alias`. */
export function offerColumns(alias: string): string {
  return COLUMNS.map((column) => `${alias}.${column}`).join(', ');
}

/** An offer row as the contract's Offer, without the fields that need other rows or the customer. */
export function toOffer(row: OfferRow, now: Date): OfferShape {
  const discoveryEnded = row.discoverable_until !== null && row.discoverable_until.getTime() <= now.getTime();
  const discoverable = row.is_discoverable && !discoveryEnded;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    about: row.about,
    url: row.image_url,
    currentValue: row.current_value,
    genericCurrentValue: row.generic_current_value,
    oldValue: row.old_value,
    percentBack: row.percent_back,
    amount: row.amount_cents,
    terms: row.terms,
    legal: row.legal,
    attributionMethod: row.attribution_method,
    offerType: row.offer_type,
    anyBrand: row.any_brand,
    anyItem: row.any_item,
    combo: row.combo,
    customerOrderMethod: row.customer_order_method,
    discoverability: {
      isDiscoverable: discoverable,
      discoverableEndsSoon: discoverable && endsWithin(row.discoverable_until, now, DISCOVERY_ENDS_SOON_MS),
      expiration: iso(row.discoverable_until),
    },
    expiration: iso(row.expiration),
    expiringSoon: endsWithin(row.expiration, now, EXPIRING_SOON_MS),
    flexSpend: row.flex_spend,
    flexSpendTotal: row.flex_spend_total_cents,
    multiplesCount: row.multiples_count,
    redemptionMax: row.redemption_max,
    offerSegmentId: row.offer_segment_id,
    segmentId: row.segment_id,
    wavedImageAwardTags: row.waved_image_award_tags,
    alcohol: row.alcohol,
  };
}

/** The full Offer (retailers, purchase categories, bonuses, rewards, activated), as REST answers it. */
export async function fullOffer(session: CatalogueSession, row: OfferRow): Promise<OfferShape> {
  const [retailers, purchaseCategories, bonuses, rewards, activated] = await Promise.all([
    session.offerRetailers.load(row.id),
    session.offerPurchaseCategories.load(row.id),
    session.offerBonuses.load(row.id),
    session.offerRewards.load(row.id),
    session.activated.load(row.id),
  ]);
  return {
    ...toOffer(row, session.now),
    activated,
    retailers: retailers.map((retailer) => retailer.id),
    availableAtRetailers: retailers,
    offerRetailerPurchaseCategories: purchaseCategories,
    bonuses,
    rewards,
  };
}

export function fullOffers(session: CatalogueSession, rows: readonly OfferRow[]): Promise<OfferShape[]> {
  return Promise.all(rows.map((row) => fullOffer(session, row)));
}

/** An unlocked offer: the full offer plus the unlocked-offer names (domain toUnlockedOffer). */
export async function fullUnlockedOffer(session: CatalogueSession, row: OfferRow & { unlocked_current_value: string | null }): Promise<UnlockedOfferShape> {
  const offer = await fullOffer(session, row);
  const unlocked = toUnlockedOffer({
    id: offer.id,
    name: offer.name,
    currentValue: row.unlocked_current_value ?? offer.currentValue ?? null,
    terms: offer.terms ?? null,
    description: offer.description ?? null,
    redemptionMax: offer.redemptionMax ?? null,
    expiringSoon: offer.expiringSoon === true,
  });
  return { ...offer, activated: true, amountBack: unlocked.amountBack, details: unlocked.details, summary: unlocked.summary, perReceiptLimit: unlocked.perReceiptLimit, isExpiringSoon: unlocked.isExpiringSoon };
}

// ---- Relations (batched by the session) ------------------------------------------------------------------

/**
 * Offer rows by id, each read as one JSON text: PGlite decodes every column value on its own, and an offer's ~30
 * columns cost about five times one JSON value per row (155 offers, a 30-line shopping list's answer: 28 ms
 * column by column, 6 ms as JSON). Only the two timestamps need turning back into what the driver gives.
 */
export async function offerRowsByIds(db: SqlExecutor, ids: readonly number[]): Promise<Map<number, OfferRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ row: string }>(
    `SELECT to_json(x)::text AS row FROM (SELECT ${offerColumns('o')} FROM offers o WHERE o.id = ANY($1::int[])) x`,
    [ids],
  );
  return new Map(rows.map(({ row }) => offerRowFromJson(row)).map((offer) => [offer.id, offer]));
}

type OfferRowJson = Omit<OfferRow, 'discoverable_until' | 'expiration'> & { discoverable_until: string | null; expiration: string | null };

function offerRowFromJson(text: string): OfferRow {
  const row = JSON.parse(text) as OfferRowJson;
  const date = (value: string | null) => (value === null ? null : new Date(value));
  return { ...row, discoverable_until: date(row.discoverable_until), expiration: date(row.expiration) };
}

export async function retailersOfOffers(db: SqlExecutor, ids: readonly number[]): Promise<Map<number, AvailableAtRetailerShape[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ offer_id: number; retailer_id: number; image_url: string | null }>(
    `SELECT x.offer_id, x.retailer_id, r.image_url FROM offer_retailers x JOIN retailers r ON r.id = x.retailer_id
      WHERE x.offer_id = ANY($1::int[]) ORDER BY x.offer_id, x.position, x.retailer_id`,
    [ids],
  );
  const grouped = groupBy(rows, (row) => row.offer_id);
  return new Map([...grouped].map(([offerId, list]) => [offerId, list.map((row) => ({ id: row.retailer_id, imageUrl: row.image_url }))]));
}

export async function purchaseCategoriesOfOffers(db: SqlExecutor, ids: readonly number[]): Promise<Map<number, OfferPurchaseCategoryShape[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ offer_id: number; id: number; display_name: string; percent_cash_back: number | null }>(
    `SELECT c.offer_id, c.purchase_category_id AS id, p.display_name, c.percent_cash_back
       FROM offer_purchase_categories c JOIN purchase_categories p ON p.id = c.purchase_category_id
      WHERE c.offer_id = ANY($1::int[]) ORDER BY c.offer_id, c.purchase_category_id`,
    [ids],
  );
  const grouped = groupBy(rows, (row) => row.offer_id);
  return new Map(
    [...grouped].map(([offerId, list]) => [
      offerId,
      list.map((row) => ({ id: row.id, offerId: row.offer_id, displayName: row.display_name, percentCashBack: row.percent_cash_back })),
    ]),
  );
}

/** The bonuses an offer counts towards that have not expired. */
export async function bonusesOfOffers(db: SqlExecutor, ids: readonly number[], now: Date): Promise<Map<number, BonusSummaryShape[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ offer_id: number; id: number; name: string }>(
    `SELECT bo.offer_id, b.id, b.name FROM bonus_offers bo JOIN bonuses b ON b.id = bo.bonus_id
      WHERE bo.offer_id = ANY($1::int[]) AND (b.expiration IS NULL OR b.expiration > $2::timestamptz)
      ORDER BY bo.offer_id, b.catalogue_position`,
    [ids, now],
  );
  const grouped = groupBy(rows, (row) => row.offer_id);
  return new Map([...grouped].map(([offerId, list]) => [offerId, list.map((row) => ({ id: row.id, name: row.name }))]));
}

export async function rewardsOfOffers(db: SqlExecutor, ids: readonly number[]): Promise<Map<number, RewardShape[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<RewardRow>(
    `SELECT x.offer_id AS owner_id, ${REWARD_COLUMNS} FROM offer_rewards x JOIN rewards r ON r.id = x.reward_id
      WHERE x.offer_id = ANY($1::int[]) ORDER BY x.offer_id, r.id`,
    [ids],
  );
  return groupRewards(rows);
}

/** The offers among `ids` the customer has unlocked. */
export async function unlockedAmong(db: SqlExecutor, customerId: string | null, ids: readonly number[]): Promise<Set<number>> {
  if (customerId === null || ids.length === 0) return new Set();
  const rows = await db.query<{ offer_id: number }>(
    'SELECT offer_id FROM unlocked_offers WHERE customer_id = $1 AND offer_id = ANY($2::int[])',
    [customerId, ids],
  );
  return new Set(rows.map((row) => row.offer_id));
}

// ---- Lists -----------------------------------------------------------------------------------------------

/** Offers lists may show at the given retailers: retailers in the order asked, then catalogue order. */
export async function offerRowsOfRetailers(session: CatalogueSession, retailerIds: readonly number[]): Promise<OfferRow[]> {
  if (retailerIds.length === 0) return [];
  const hidden = await session.hiddenOfferIds();
  return session.db.query<OfferRow>(
    `SELECT ${offerColumns('o')} FROM offers o
       JOIN (SELECT x.offer_id, min(array_position($1::int[], x.retailer_id)) AS asked
               FROM offer_retailers x WHERE x.retailer_id = ANY($1::int[]) GROUP BY x.offer_id) m ON m.offer_id = o.id
      WHERE ${listableOfferSql('o', '$2', '$3', '$4')}
      ORDER BY m.asked, o.catalogue_position`,
    [retailerIds, session.now, session.customerId, hidden],
  );
}

/** Offers lists may show of offer groups: groups in the order asked, then each group's order. */
export async function offerRowsOfGroups(session: CatalogueSession, groupIds: readonly number[]): Promise<OfferRow[]> {
  if (groupIds.length === 0) return [];
  const hidden = await session.hiddenOfferIds();
  const rows = await session.db.query<OfferRow>(
    `SELECT ${offerColumns('o')} FROM offer_group_offers g JOIN offers o ON o.id = g.offer_id
      WHERE g.offer_group_id = ANY($1::int[]) AND ${listableOfferSql('o', '$2', '$3', '$4')}
      ORDER BY array_position($1::int[], g.offer_group_id), g.position, o.id`,
    [groupIds, session.now, session.customerId, hidden],
  );
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/** Offers by id in the order asked, unknown ids left out (lookups: not filtered by list rules). */
export async function offerRowsInOrder(session: CatalogueSession, ids: readonly number[]): Promise<OfferRow[]> {
  const rows = await session.offerRows.loadMany(ids);
  return rows.filter((row): row is OfferRow => row !== null);
}

export type OfferSortKey = 'RECOMMENDED' | 'POPULARITY';

export interface OfferFilter {
  ids?: readonly number[] | null;
  retailerIds?: readonly number[] | null;
  attributionMethod?: 'affiliate' | 'nonaffiliate' | null;
  sort?: readonly OfferSortKey[];
  limit: number;
}

const SORT_COLUMN: Record<OfferSortKey, string> = {
  RECOMMENDED: 'o.recommended_score DESC',
  POPULARITY: 'o.popularity_score DESC',
};

/**
 * The `offers` query: every given filter applies; without ids it lists only what lists may show (with
 * ids it hydrates them as they are). Ordered by the sort criteria, then the catalogue's order.
 */
export async function filteredOfferRows(session: CatalogueSession, filter: OfferFilter): Promise<OfferRow[]> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (filter.ids) {
    conditions.push(`o.id = ANY(${param(filter.ids)}::int[])`);
    conditions.push(`NOT (o.id = ANY(${param(await session.ageRestrictedOfferIds())}::int[]))`);
  }
  else {
    const hidden = await session.hiddenOfferIds();
    conditions.push(listableOfferSql('o', param(session.now), param(session.customerId), param(hidden)));
  }
  if (filter.retailerIds) {
    conditions.push(`o.id IN (SELECT x.offer_id FROM offer_retailers x WHERE x.retailer_id = ANY(${param(filter.retailerIds)}::int[]))`);
  }
  if (filter.attributionMethod) conditions.push(`o.attribution_method = ${param(filter.attributionMethod)}`);
  const order = [...new Set(filter.sort ?? [])].map((key) => SORT_COLUMN[key]);
  return session.db.query<OfferRow>(
    `SELECT ${offerColumns('o')} FROM offers o WHERE ${conditions.join(' AND ')}
      ORDER BY ${[...order, 'o.catalogue_position', 'o.id'].join(', ')} LIMIT ${param(filter.limit)}`,
    params,
  );
}

/** The customer's unlocked offers at a retailer (where they unlocked them), most recent first. */
export async function unlockedOfferRowsAt(
  session: CatalogueSession,
  retailerId: number,
): Promise<(OfferRow & { unlocked_current_value: string | null })[]> {
  if (session.customerId === null) return [];
  return session.db.query<OfferRow & { unlocked_current_value: string | null }>(
    `SELECT ${offerColumns('o')}, u.current_value AS unlocked_current_value
       FROM unlocked_offers u JOIN offers o ON o.id = u.offer_id
      WHERE u.customer_id = $1 AND u.activated_retailer_id = $2
      ORDER BY u.unlocked_at DESC, o.id`,
    [session.customerId, retailerId],
  );
}
