/** The categories page (ours). */
export const CATEGORIES_COPY = {
  TITLE: 'Categories',
} as const;
