/** The account's favourite-categories section (ours; 001 §2 names the favourites view, not its words). */
export const FAVORITE_CATEGORIES_SECTION_COPY = {
  HEADING: 'Favorite categories',
  EMPTY: 'You have no favorite categories yet. Tap the heart on a category to add it here.',
  BROWSE: 'Browse categories',
} as const;
