// Retailers: the row, its mapper to the contract's Retailer, and the queries behind retailer lists.
import { filterRetailers } from '../../../../domain/retailers/filterRetailers';
import type { SqlExecutor } from '../../db';
import type { CatalogueSession } from './session';
import type { RetailerGroupShape, RetailerShape, RewardShape } from './shapes';
import { listableRetailerSql } from './sql';

export interface RetailerRow {
  id: number;
  name: string;
  display_type: string | null;
  display_types: string[];
  icon_url: string | null;
  image_url: string | null;
  about_text: string | null;
  short_description: string | null;
  temp_disabled: boolean;
  top_percent_back: number | null;
  top_amount_back_cents: number | null;
  top_awards: string[];
  sort_data: unknown;
  redemption_strategies: string[];
  verification_type: string | null;
  credit_pending_period: string | null;
  retailer_group_id: number | null;
  web_retailer: boolean;
  web_url: string | null;
  affiliate_url: string | null;
  has_in_store_and_online_offers: boolean;
  recommended_rank: number | null;
  catalogue_position: number;
}

const COLUMNS = [
  'id', 'name', 'display_type', 'display_types', 'icon_url', 'image_url', 'about_text', 'short_description',
  'temp_disabled', 'top_percent_back', 'top_amount_back_cents', 'top_awards', 'sort_data', 'redemption_strategies',
  'verification_type', 'credit_pending_period', 'retailer_group_id', 'web_retailer', 'web_url', 'affiliate_url',
  'has_in_store_and_online_offers', 'recommended_rank', 'catalogue_position',
];

/** The retailer columns a RetailerRow needs, qualified by `alias`. */
export function retailerColumns(alias: string): string {
  return COLUMNS.map((column) => `${alias}.${column}`).join(', ');
}

/** sort_data as the contract's map of sort key to score (numbers only). */
function sortDataOf(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])));
}

/** A retailer row as the contract's Retailer, without the fields that need other rows. */
export function toRetailer(row: RetailerRow): RetailerShape {
  return {
    id: row.id,
    name: row.name,
    displayType: row.display_type,
    displayTypes: row.display_types,
    iconUrl: row.icon_url,
    imageUrl: row.image_url,
    aboutText: row.about_text,
    shortDescription: row.short_description,
    tempDisabled: row.temp_disabled,
    topPercentBack: row.top_percent_back,
    topAmountBack: row.top_amount_back_cents,
    topAwards: row.top_awards,
    sortData: sortDataOf(row.sort_data),
    redemptionStrategies: row.redemption_strategies,
    verificationType: row.verification_type,
    creditPendingPeriod: row.credit_pending_period,
    webRetailer: row.web_retailer,
    webUrl: row.web_url,
    affiliateUrl: row.affiliate_url,
    hasInStoreAndOnlineOffers: row.has_in_store_and_online_offers,
    recommendedRetailer: row.recommended_rank === null ? null : { rank: row.recommended_rank },
  };
}

/** The full Retailer (offer count, group, the signed-in customer's favourite flag), as REST answers it. */
export async function fullRetailer(session: CatalogueSession, row: RetailerRow): Promise<RetailerShape> {
  const [offerCount, retailerGroup, favorites] = await Promise.all([
    session.offerCounts.load(row.id),
    row.retailer_group_id === null ? Promise.resolve(null) : session.retailerGroups.load(row.retailer_group_id),
    session.favoriteRetailerIds(),
  ]);
  return { ...toRetailer(row), offerCount, retailerGroup, favorite: favorites.has(row.id) };
}

export function fullRetailers(session: CatalogueSession, rows: readonly RetailerRow[]): Promise<RetailerShape[]> {
  return Promise.all(rows.map((row) => fullRetailer(session, row)));
}

/** Rows lists may show, by the domain rule, once the SQL has filtered them (a second, cheap check). */
export function listable<T extends RetailerRow>(rows: readonly T[], webExcludedRetailerIds: readonly number[]): T[] {
  return filterRetailers(
    rows.map((row) => ({ row, id: row.id, tempDisabled: row.temp_disabled })),
    { webExcludedRetailerIds },
  ).map(({ row }) => row);
}

// ---- Queries ---------------------------------------------------------------------------------------------

export async function retailerRowsByIds(db: SqlExecutor, ids: readonly number[]): Promise<Map<number, RetailerRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<RetailerRow>(`SELECT ${retailerColumns('r')} FROM retailers r WHERE r.id = ANY($1::int[])`, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function retailerGroupsByIds(db: SqlExecutor, ids: readonly number[]): Promise<Map<number, RetailerGroupShape>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; name: string; display_types: string[]; logo_url: string | null; retailer_ids: number[] }>(
    `SELECT g.id, g.name, g.display_types, g.logo_url,
            ARRAY(SELECT r.id FROM retailers r WHERE r.retailer_group_id = g.id ORDER BY r.catalogue_position) AS retailer_ids
       FROM retailer_groups g WHERE g.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: row.name, displayTypes: row.display_types, logoUrl: row.logo_url, retailerIds: row.retailer_ids }]),
  );
}

export interface RewardRow {
  owner_id: number;
  id: number;
  type: string;
  amount: number | null;
  answer: string | null;
  content: string | null;
  engagement_id: number | null;
  legal: string | null;
  thumb: string | null;
  url: string | null;
  weight: number | null;
  linked_offer_ids: number[];
}

export const REWARD_COLUMNS = `r.id, r.type, r.amount, r.answer, r.content, r.engagement_id, r.legal, r.thumb, r.url, r.weight,
  ARRAY(SELECT lo.offer_id FROM offer_rewards lo WHERE lo.reward_id = r.id ORDER BY lo.offer_id) AS linked_offer_ids`;

/** A reward row as the contract's Reward (a retailer's: percent back, or cents when type is shop_now). */
export function toReward(row: RewardRow): RewardShape {
  return {
    id: row.id,
    type: row.type,
    amount: row.amount,
    answer: row.answer,
    content: row.content,
    engagementId: row.engagement_id,
    legal: row.legal,
    linkedOfferIds: row.linked_offer_ids,
    thumb: row.thumb,
    url: row.url,
    weight: row.weight,
  };
}

export async function rewardsOfRetailers(db: SqlExecutor, ids: readonly number[]): Promise<Map<number, RewardShape[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<RewardRow>(
    `SELECT r.retailer_id AS owner_id, ${REWARD_COLUMNS} FROM rewards r WHERE r.retailer_id = ANY($1::int[]) ORDER BY r.retailer_id, r.id`,
    [ids],
  );
  return groupRewards(rows);
}

export function groupRewards(rows: readonly RewardRow[]): Map<number, RewardShape[]> {
  const byOwner = new Map<number, RewardShape[]>();
  for (const row of rows) {
    const list = byOwner.get(row.owner_id) ?? [];
    list.push(toReward(row));
    byOwner.set(row.owner_id, list);
  }
  return byOwner;
}

/** Retailers of the home recommendations lists may show, best rank first. */
export async function recommendedRetailerRows(session: CatalogueSession, limit: number): Promise<RetailerRow[]> {
  const excluded = await session.webExcludedRetailerIds();
  const rows = await session.db.query<RetailerRow>(
    `SELECT ${retailerColumns('r')} FROM retailers r
      WHERE r.recommended_rank IS NOT NULL AND ${listableRetailerSql('r', '$1')}
      ORDER BY r.recommended_rank LIMIT $2`,
    [excluded, limit],
  );
  return listable(rows, excluded);
}

/** Rows of the given ids in the order asked, unknown ids left out (lookups: not filtered by list rules). */
export async function retailerRowsInOrder(session: CatalogueSession, ids: readonly number[]): Promise<RetailerRow[]> {
  const rows = await session.retailerRows.loadMany(ids);
  return rows.filter((row): row is RetailerRow => row !== null);
}
