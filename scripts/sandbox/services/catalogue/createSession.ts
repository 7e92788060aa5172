// Builds a request's CatalogueSession (session.ts): the web-excluded retailers and hidden offers read once,
// and a batch loader per relation over the queries beside the mappers.
import { FLAG, FLAG_DEFAULTS } from '../../../../domain/constants/flags';
import { favoriteCategoryIdsToStore } from '../../../../domain/favorites/favoriteCategories';
import { flagStoreFor } from '../flags/flagStore';
import type { SandboxDeps } from '../SandboxDeps';
import { ageRestrictedOfferIds } from './ageRestriction';
import { BatchLoader, once } from './batch';
import { bonusRowsByIds, qualificationsOfBonuses, supportedOffersOfBonuses } from './bonuses';
import { listableRetailerIdsOfCategories } from './categories';
import { hiddenOfferIds } from './hiddenOffers';
import { parseCatalogueIds } from './input';
import { offerCountsByRetailer } from './offerCounts';
import { bonusesOfOffers, offerRowsByIds, purchaseCategoriesOfOffers, retailersOfOffers, rewardsOfOffers, unlockedAmong } from './offers';
import { retailerGroupsByIds, retailerRowsByIds, rewardsOfRetailers } from './retailers';
import type { CatalogueSession } from './session';

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
  const ageRestricted = once(() => ageRestrictedOfferIds(db, customerId, now));
  return {
    db,
    now,
    customerId,
    webExcludedRetailerIds: excluded,
    ageRestrictedOfferIds: ageRestricted,
    hiddenOfferIds: once(async () => {
      const [unlisted, restricted] = await Promise.all([hiddenOfferIds(db, await excluded()), ageRestricted()]);
      return [...unlisted, ...restricted];
    }),
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

    // Lookups by id answer nothing for an alcohol offer this customer may not see (ageRestriction.ts).
    offerRows: new BatchLoader(async (ids) => {
      const restricted = new Set(await ageRestricted());
      return offerRowsByIds(db, ids.filter((id) => !restricted.has(id)));
    }, () => null),
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
