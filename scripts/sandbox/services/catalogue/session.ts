// One request's view of the catalogue: who asks (customer or anonymous), when, and batch loaders so that
// building many retailers or offers (REST lists, GraphQL field resolvers) costs one query per relation, not one
// per row. The mappers read it; createSession.ts builds it from the queries beside the mappers.
import type { SqlExecutor } from '../../db';
import type { BatchLoader } from './batch';
import type { BonusQualificationRow, BonusRow, OfferRow, RetailerRow } from './rows';
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
  /** Alcohol offers this customer may not see (ageRestriction.ts): hidden from lists, and lookups answer nothing. */
  ageRestrictedOfferIds(): Promise<number[]>;
  /** Offers lists leave out: every retailer of theirs is left out (hiddenOffers.ts), or age-restricted. */
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
