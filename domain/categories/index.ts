export type { Category } from './Category';
export { categorySortOrder, sortCategories, sortCategoriesForMenu, isHotDealsCategory } from './sortOrder';
