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
  SEARCH_RESULTS: 'search results',
} as const;
export type RetailerListName = (typeof RETAILER_LIST_NAME)[keyof typeof RETAILER_LIST_NAME];
