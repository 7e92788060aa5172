// One request's view of the catalogue: who asks (customer or anonymous), when (deps.now()), and batch
// loaders so that building many retailers or offers (REST lists, GraphQL field resolvers) costs one query
// per relation, not one per row.
import { FLAG, FLAG_DEFAULTS } from '../../../../domain/constants/flags';
import { favoriteCategoryIdsToStore } from '../../../../domain/favorites/favoriteCategories';
import type { SqlExecutor } from '../../db';
import { flagStoreFor } from '../flags/flagStore';
import type { SandboxDeps } from '../SandboxDeps';
import { BatchLoader, once } from './batch';
import { hiddenOfferIds } from './hiddenOffers';
import { bonusRowsByIds, qualificationsOfBonuses, supportedOffersOfBonuses, type BonusQualificationRow, type BonusRow } from './bonuses';
import { listableRetailerIdsOfCategories } from './categories';
import { parseCatalogueIds } from './input';
import {
  bonusesOfOffers,
  offerRowsByIds,
  purchaseCategoriesOfOffers,
  retailersOfOffers,
  rewardsOfOffers,
  unlockedAmong,
  type OfferRow,
} from './offers';
import { offerCountsByRetailer } from './offerCounts';
import { retailerGroupsByIds, retailerRowsByIds, rewardsOfRetailers, type RetailerRow } from './retailers';
import type {
  AvailableAtRetailerShape,
  BonusSummaryShape,
  OfferPurchaseCategoryShape,
  RetailerGroupShape,
  RewardShape,
} from './shapes';

export interface CatalogueSession {
  readonly db: SqlExecutor;
  readonly now: Date;
  /** The signed-in customer, or null (anonymous, or a sign-in without a customer yet). */
  readonly customerId: string | null;
  /** The web-excluded-retailers-list flag (000 §5, 001 §6). */
  webExcludedRetailerIds(): Promise<number[]>;
  /** Offers lists leave out because every retailer of theirs is left out (hiddenOffers.ts). */
  hiddenOfferIds(): Promise<number[]>;
  favoriteRetailerIds(): Promise<Set<number>>;
  favoriteCategoryIds(): Promise<Set<number>>;

  retailerRows: BatchLoader<number, RetailerRow | null>;
  offerCounts: BatchLoader<number, number>;
  retailerGroups: BatchLoader<number, RetailerGroupShape | null>;
  retailerRewards: BatchLoader<number, RewardShape[]>;
  categoryRetailerIds: BatchLoader<number, number[]>;

  offerRows: BatchLoader<number, OfferRow | null>;
  offerRetailers: BatchLoader<number, AvailableAtRetailerShape[]>;
  offerPurchaseCategories: BatchLoader<number, OfferPurchaseCategoryShape[]>;
  offerBonuses: BatchLoader<number, BonusSummaryShape[]>;
  offerRewards: BatchLoader<number, RewardShape[]>;
  /** Whether the customer unlocked the offer (false when anonymous). */
  activated: BatchLoader<number, boolean>;

  bonusRows: BatchLoader<number, BonusRow | null>;
  bonusQualifications: BatchLoader<number, BonusQualificationRow[]>;
  /** A bonus's offers that can still be redeemed. */
  bonusOffers: BatchLoader<number, number[]>;
}

/** The web-excluded retailer ids, from the flags store shared by the sandbox's services (cached there). */
export async function webExcludedRetailerIds(db: SandboxDeps['db']): Promise<number[]> {
  const stored = await flagStoreFor(db).stored();
  const value = stored[FLAG.WEB_EXCLUDED_RETAILERS] ?? FLAG_DEFAULTS[FLAG.WEB_EXCLUDED_RETAILERS];
  return Array.isArray(value) ? parseCatalogueIds(value) : [];
}

export function createCatalogueSession(deps: Pick<SandboxDeps, 'db' | 'now'>, customerId: string | null): CatalogueSession {
  const { db } = deps;
  const now = deps.now();
  const excluded = once(() => webExcludedRetailerIds(deps.db));
  return {
    db,
    now,
    customerId,
    webExcludedRetailerIds: excluded,
    hiddenOfferIds: once(async () => hiddenOfferIds(db, await excluded())),
    favoriteRetailerIds: once(async () => {
      if (customerId === null) return new Set<number>();
      const rows = await db.query<{ retailer_id: number }>('SELECT retailer_id FROM favorite_retailers WHERE customer_id = $1', [customerId]);
      return new Set(rows.map((row) => row.retailer_id));
    }),
    favoriteCategoryIds: once(async () => {
      if (customerId === null) return new Set<number>();
      const rows = await db.query<{ category_id: number }>('SELECT category_id FROM favorite_categories WHERE customer_id = $1', [customerId]);
      return new Set(favoriteCategoryIdsToStore(rows.map((row) => row.category_id)));
    }),

    retailerRows: new BatchLoader((ids) => retailerRowsByIds(db, ids), () => null),
    offerCounts: new BatchLoader((ids) => offerCountsByRetailer(db, ids, now), () => 0),
    retailerGroups: new BatchLoader((ids) => retailerGroupsByIds(db, ids), () => null),
    retailerRewards: new BatchLoader((ids) => rewardsOfRetailers(db, ids), () => []),
    categoryRetailerIds: new BatchLoader(async (ids) => listableRetailerIdsOfCategories(db, ids, await excluded()), () => []),

    offerRows: new BatchLoader((ids) => offerRowsByIds(db, ids), () => null),
    offerRetailers: new BatchLoader((ids) => retailersOfOffers(db, ids), () => []),
    offerPurchaseCategories: new BatchLoader((ids) => purchaseCategoriesOfOffers(db, ids), () => []),
    offerBonuses: new BatchLoader((ids) => bonusesOfOffers(db, ids, now), () => []),
    offerRewards: new BatchLoader((ids) => rewardsOfOffers(db, ids), () => []),
    activated: new BatchLoader(async (ids) => {
      const unlocked = await unlockedAmong(db, customerId, ids);
      return new Map(ids.map((id) => [id, unlocked.has(id)]));
    }, () => false),

    bonusRows: new BatchLoader((ids) => bonusRowsByIds(db, customerId, ids), () => null),
    bonusQualifications: new BatchLoader((ids) => qualificationsOfBonuses(db, ids), () => []),
    bonusOffers: new BatchLoader((ids) => supportedOffersOfBonuses(db, ids, now), () => []),
  };
}
