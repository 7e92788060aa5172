export type { FavoriteCategory, FavoriteRetailer } from './favoriteTypes';
export { favoriteCategoryIdsToStore, parseStoredFavoriteCategoryIds } from './favoriteCategories';
export type { FavoriteToggleResult, FavoriteToggleRetailer } from './favoriteRetailerToggle';
export { toggleFavoriteRetailer } from './favoriteRetailerToggle';
