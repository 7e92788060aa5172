/** Category ids with special behaviour (000 §3, §5, §9; 001 §9). */
export const CATEGORY_ID = {
  HOT_DEALS: 1482,
  GROCERY: 88,
  /** Retailer category ignored when filtering the retailer list. */
  IGNORED_RETAILER_CATEGORY: 485,
  /** Never stored as a favourite category. */
  NEVER_STORED_FAVORITE: 1356,
} as const;
