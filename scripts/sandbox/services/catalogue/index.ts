// The catalogue side of the sandbox: queries and row → contract-shape mappers shared by the gateway's
// contentServer handlers (gateway/contentServer.ts) and the content GraphQL resolvers
// (content/catalogueResolvers.ts). Benchmarks can call the same helpers with a session:
//
//   const session = createCatalogueSession({ db, now: () => new Date() }, null);
//   await typeAheadSuggestions(session, 'gra', 8);
export { createCatalogueSession, webExcludedRetailerIds } from './createSession';
export type { CatalogueSession } from './session';
export type { BonusRow, OfferRow, RetailerRow } from './rows';
export { BatchLoader } from './batch';
export { ageRestrictedOfferIds, refuseAgeRestrictedOffer } from './ageRestriction';
export { hiddenOfferIds, loadHiddenOfferIds, HIDDEN_OFFERS_TTL_MS } from './hiddenOffers';
export { offerCountsAt, offerCountsByRetailer, loadOfferCounts, type OfferCounts } from './offerCounts';
export * from './constants';
export { parseCatalogueId, parseCatalogueIds, cleanText, searchWords, prefixTsQuery, escapeLike } from './input';
export * from './shapes';
export { listableRetailerSql, listableOfferSql, activeBannerSql } from './sql';
export {
  toRetailer,
  toReward,
  fullRetailer,
  fullRetailers,
  retailerColumns,
  recommendedRetailerRows,
  retailerRowsInOrder,
} from './retailers';
export {
  toOffer,
  fullOffer,
  fullOffers,
  fullUnlockedOffer,
  offerColumns,
  offerRowsOfRetailers,
  offerRowsOfGroups,
  offerRowsInOrder,
  filteredOfferRows,
  unlockedOfferRowsAt,
  type OfferFilter,
  type OfferSortKey,
} from './offers';
export { toCategory, listedCategoryRows, categoryRowById, categoriesWithRetailers, type CategoryRow } from './categories';
export { toBanner, bannersByPlacement, bannersByCategoryIds, bannersByRetailerId } from './banners';
export { toBonus, fullBonus, bonusList, type BonusList } from './bonuses';
export { contentSearch, searchResults, typeAheadSuggestions, suggestionHighlights, popularSearchTerms, type SearchRequest } from './search';
export { correctSpelling, correctTerm, editDistance, spellingVocabulary, loadSpellingVocabulary } from './spelling';
export { recentlyViewedRetailers, recordRetailerView } from './recentlyViewed';
export {
  favoriteRetailers,
  favoriteCategories,
  setFavoriteCategory,
  deleteFavoriteCategory,
  type FavoriteRetailerShape,
  type FavoriteCategoryShape,
} from './favorites';
export { offerTag, offerCategoryContainers } from './offerTags';
