// The contract shapes the catalogue answers with (REST types generated from openapi/; the GraphQL-only
// Bonus shape), and small value helpers the mappers share.
import type { components } from '../../../../sdk/src/generated/gateway';

type Schemas = components['schemas'];

export type RetailerShape = Schemas['Retailer'];
export type RetailerGroupShape = Schemas['RetailerGroup'];
export type CategoryBaseShape = Schemas['CategoryBase'];
export type CategoryWithRetailersShape = Schemas['CategoryWithRetailers'];
export type OfferShape = Schemas['Offer'];
export type UnlockedOfferShape = Schemas['UnlockedOffer'];
export type RewardShape = Schemas['Reward'];
export type BonusSummaryShape = Schemas['BonusSummary'];
export type BannerShape = Schemas['Banner'];
export type SearchRecordShape = Schemas['SearchRecord'];
export type SearchResultsShape = Schemas['SearchResults'];
export type TypeAheadSuggestionShape = Schemas['TypeAheadSuggestion'];
export type PopularSearchTermsShape = Schemas['PopularSearchTerms'];
export type OfferCategoryContainerShape = Schemas['OfferCategoryContainer'];

export type AvailableAtRetailerShape = NonNullable<OfferShape['availableAtRetailers']>[number];
export type OfferPurchaseCategoryShape = NonNullable<OfferShape['offerRetailerPurchaseCategories']>[number];

/** A bonus as the content GraphQL schema describes it (001 §3); `offers` holds offer ids (resolved to offers). */
export interface BonusShape {
  id: number;
  name: string;
  /** Cents. */
  amount: number | null;
  bonusQualifications: { completed: boolean; progressDescription: string }[];
  bonusType: string | null;
  /** Slug of the bonuses-bonusCategory page. */
  category: string | null;
  completed: boolean;
  completedImageUrl: string | null;
  uncompletedImageUrl: string | null;
  description: string | null;
  expiration: string | null;
  offers: number[];
  otherReward: string | null;
  progressCount: number;
  percentComplete: number;
  retailerId: number | null;
  internalType: string | null;
  discoverability: { discoverableEndsSoon: boolean; expiresSoon: boolean };
  /** Cents. */
  amountEarned: number;
}

/** An instant as ISO 8601 text; null stays null. */
export function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** Whether `at` is in the future and less than `withinMs` away. */
export function endsWithin(at: Date | null | undefined, now: Date, withinMs: number): boolean {
  if (!at) return false;
  const left = at.getTime() - now.getTime();
  return left > 0 && left <= withinMs;
}
