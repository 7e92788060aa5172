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

/** Retailer cards per page of the retailers gallery before it paginates (ours). */
export const RETAILER_GALLERY_PAGE_SIZE = 24;

/** Retailer cards in the home page's Hot Deals strip (ours). */
export const HOME_HOT_DEALS_LIMIT = 12;

/** Tracking properties of the browsing pages' 'click action' events (names ours). */
export const BROWSING_TRACKING_ACTION = {
  RETAILER_CARD: 'retailer card',
  BANNER: 'banner',
  SHOP: 'shop',
  LINK: 'link retailer account',
} as const;

/** Where a list of retailer cards sits, sent with a card's tracking event (ours). */
export const RETAILER_LIST_NAME = {
  HOME_RECOMMENDED: 'home recommended',
  HOME_HOT_DEALS: 'home hot deals',
  CATEGORY: 'category',
  GALLERY: 'retailers gallery',
  GROUP: 'retailer group',
  RECENTLY_VIEWED: 'recently viewed',
} as const;
export type RetailerListName = (typeof RETAILER_LIST_NAME)[keyof typeof RETAILER_LIST_NAME];


/** Rendered size of retailer icons on cards and the retailer page, in CSS pixels (ours; avoids layout shift). */
export const RETAILER_ICON_SIZE = { CARD: 64, PAGE: 96 } as const;

/** Slug rules (000 §5). */
export const SLUG_RULES = {
  /** What slugify gives for a value that is not a string. */
  NON_STRING: '_',
  SPACE_REPLACEMENT: '_',
  AMPERSAND_REPLACEMENT: 'and',
} as const;
