/**
 * The browsing pages: home, categories, category, retailers gallery, retailer page, retailer groups
 * (000 §2, §3, §4, §9; 001 §2, §4). The documents quote none of these pages' headings or copy, so every
 * label here is ours unless a comment quotes the documents; numbers the documents give live in LIMITS,
 * RETAILER_ID, CATEGORY_ID and DEFAULT_RETAILER_IDS.
 */

/** Browser-storage keys of the browsing pages (names ours). */
export const BROWSING_STORAGE_KEY = {
  /** Anonymous visitors' recently viewed retailer ids, most recent first (kept to 6, 000 §9). */
  RECENTLY_VIEWED_RETAILERS: 'cb_recently_viewed_retailers',
} as const;

/** Retailer cards in the home page's Hot Deals strip (ours). */
export const HOME_HOT_DEALS_LIMIT = 12;
