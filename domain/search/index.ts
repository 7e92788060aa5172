export type {
  SearchRecord,
  SearchResults,
  SearchBonus,
  SuggestionHighlight,
  TypeAheadSuggestion,
  PopularSearchTerms,
} from './SearchRecord';
export { normalizeSearchQuery, shouldRequestTypeAhead, searchCacheKey, clearsSearchQuery } from './searchQuery';
export { searchContext, type SearchContext, type SearchContextInput } from './searchContext';
export { canReuseCachedSearch } from './searchCache';
export { recentSearchesToShow } from './recentSearches';
export { highlightSegments, type HighlightSegment } from './highlightSegments';
