/** Retailer cards and the browsing pages' sections (ours). */
export const RETAILER_LIST_COPY = {
  NO_RETAILERS: 'No retailers to show here yet.',
  NO_CATEGORIES: 'No categories to show yet.',
  SECTION_FAILED: "We couldn't load this section. Please refresh the page.",
} as const;
