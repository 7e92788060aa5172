/**
 * The browsing pages: home, categories, category, retailers gallery, retailer page, retailer groups
 * (000 §2, §3, §4, §9; 001 §2, §4). The documents quote none of these pages' headings or copy, so every
 * label here is ours unless a comment quotes the documents; numbers the documents give live in LIMITS,
 * RETAILER_ID, CATEGORY_ID and DEFAULT_RETAILER_IDS.
 */

import { PAGE_LOAD_COPY } from './platform';
import { SHELL_LABEL } from './shell';

/** Browser-storage keys of the browsing pages (names ours). */
export const BROWSING_STORAGE_KEY = {
  /** Anonymous visitors' recently viewed retailer ids, most recent first (kept to 6, 000 §9). */
  RECENTLY_VIEWED_RETAILERS: 'cb_recently_viewed_retailers',
} as const;

/** Retailer cards per page of the retailers gallery before it paginates (ours). */
export const RETAILER_GALLERY_PAGE_SIZE = 24;

/** Retailer cards in the home page's Hot Deals strip (ours). */
export const HOME_HOT_DEALS_LIMIT = 12;

/** The placement the home page's seasonal banner comes from (000 §7, 001 §7). */
export const HOME_SEASONAL_BANNER_PLACEMENT = 'HOMESEASONAL';

/** A retailer whose verification type is this links a retailer account (the contract's wording). */
export const LINKED_ACCOUNT_VERIFICATION_TYPE = 'LINKED_ACCOUNT';

/** The redemption strategy of retailers shoppers shop online through an affiliate link (000 §3). */
export const AFFILIATE_REDEMPTION_STRATEGY = 'AFFILIATE';

/** Headings and short copy of the browsing pages (ours). */
export const BROWSING_COPY = {
  HOME_TITLE: 'Earn cash back where you already shop',
  homeIntro: (brand: string) => `${brand} finds offers at your favourite retailers. Unlock them, shop, and withdraw what you earn.`,
  HOME_SEASONAL: 'Seasonal promotion',
  HOME_RECOMMENDED: 'Recommended retailers',
  HOME_CATEGORIES: 'Shop by category',
  /** The Hot Deals heading until category 1482 answers with its own name. */
  HOT_DEALS: 'Hot Deals',
  seeAll: (name: string) => `See all ${name}`,
  ALL_CATEGORIES: 'See all categories',
  CATEGORIES_TITLE: 'Categories',
  /** The page the header's "All retailers" link opens carries the link's name. */
  RETAILERS_TITLE: SHELL_LABEL.ALL_RETAILERS,
  CATEGORY_RETAILERS: 'Retailers',
  RECENTLY_VIEWED: 'Recently viewed',
  /** A signed-in shopper's favourite retailer, on its card. */
  FAVORITE: 'Favorite',
  ABOUT: (retailerName: string) => `About ${retailerName}`,
  WHEN_CASH_BACK_SHOWS: 'When your cash back shows up',
  PROMOTIONS: 'Promotions',
  LOADING: PAGE_LOAD_COPY.LOADING,
  NO_RETAILERS: 'No retailers to show here yet.',
  NO_CATEGORIES: 'No categories to show yet.',
  NO_RECOMMENDED: 'No recommendations yet. Browse all retailers instead.',
  SECTION_FAILED: "We couldn't load this section. Please refresh the page.",
  RETAILERS_PAGES: 'Retailers pages',
  RETAILER_LOAD_FAILED: "We couldn't load this retailer. Please refresh the page.",
  CATEGORY_EMPTY: 'This category has no retailers right now.',
  GROUP_EMPTY: 'None of these retailers are available right now.',
  /** Product offers: 'within 3 days of getting' + ' your order.' (the wording of 000 §9 completed). */
  productPendingPeriod: (when: string) => `Cash back on product offers shows up ${when} your order.`,
  /** Storewide offers: creditPendingPeriod, default '7 days' (000 §9). */
  storewidePendingPeriod: (period: string) => `Storewide cash back shows up within ${period} of your purchase.`,
  /** 001 §4: a pending link usually lasts a few minutes, up to 24 hours, and earns nothing until done. */
  LINK_PENDING_NOTE:
    'Linking usually takes a few minutes and can take up to 24 hours. You won’t earn cash back until it’s done.',
  LINK_FAILED_NOTE: 'We couldn’t link your account. Check your details and try again.',
  LINK_UNLINKED_NOTE: 'Link your account to earn cash back here.',
  MFA_NOTE: 'Your retailer needs a verification code to finish linking.',
} as const;

/** The top cash-back text of a retailer card and header (ours). */
export const CASH_BACK_COPY = {
  upToPercent: (percent: string) => `Up to ${percent}% back`,
  upToAmount: (amount: string) => `Up to ${amount} back`,
} as const;

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


/** Banners switch to their desktop image from this width: one of the styling breakpoints (000 §9). */
export const BANNER_DESKTOP_MIN_WIDTH = 1024;

/** Rendered size of retailer icons on cards and the retailer page, in CSS pixels (ours; avoids layout shift). */
export const RETAILER_ICON_SIZE = { CARD: 64, PAGE: 96 } as const;

/** U+2026, appended to a truncated retailer name. */
export const RETAILER_NAME_ELLIPSIS = '\u2026';

/** Slug rules (000 §5). */
export const SLUG_RULES = {
  /** What slugify gives for a value that is not a string. */
  NON_STRING: '_',
  SPACE_REPLACEMENT: '_',
  AMPERSAND_REPLACEMENT: 'and',
} as const;
