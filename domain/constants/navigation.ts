/**
 * Navigation constants: route names, titles, breadcrumb copy and the redirect rules' data
 * (000 §2, §4, §5, §7; 001 §2, §4). Names are prefixed (ROUTE_, NAV_, BREADCRUMB_ ...) because
 * constants/index.ts re-exports every area's file.
 */
import * as MESSAGES from './messages';

/** Every named route of both documents; the value is the route's name as the documents spell it. */
export const ROUTE_NAME = {
  HOME: 'home',
  CATEGORIES: 'categories',
  CATEGORY: 'categories-categoryName-categoryId',
  BONUSES: 'bonuses',
  BONUS: 'bonuses-bonus_id',
  BONUS_CATEGORY: 'bonuses-bonusCategory',
  RETAILERS: 'retailers',
  RETAILER: 'retailers-retailerName-id',
  RETAILER_LINK: 'retailers-retailerName-id-link',
  RETAILER_GROUP: 'retailers-groups-retailerGroupName',
  OFFER: 'offers-offerName-id',
  OFFER_BY_ID: 'offers-id',
  OFFER_TAG: 'offer-tag',
  REFERRAL: 'referral',
  SECURITY_CHECKUP: 'security-checkup',
  ACCOUNT_PANEL: 'account-panel',
  GET_THE_APP: 'get-the-app',
  BROWSER_EXTENSION: 'browser-extension',
  WELCOME: 'welcome',
  SEARCH: 'search',
  PRICE_COMPARE: 'price-compare',
  RETAILER_LAUNCH: 'retailer-launch',
  REGISTER: 'register',
  SIGN_IN: 'sign-in',
  LOGIN: 'login',
  SIGN_IN_ERROR: 'sign-in-error',
  FINISH_UP: 'finish-up',
  MOBILE_ONLY: 'mobile-only',
  MOBILE_REQUIRED: 'mobile-required',
  HELPDESK_ERROR: 'helpdesk-error',
  EARNINGS: 'earnings',
  DOCS_TERMS: 'docs-terms',
  DOCS_PRIVACY: 'docs-privacy',
  // Ours (x-inferred): landings of the e-mailed links and the account screens 001 §2 lists without a route
  CONFIRM_EMAIL: 'confirm-email',
  UNLOCK_ACCOUNT: 'unlock-account',
  EMAIL_SETTINGS: 'email-settings',
  DATA_DELETION_ERROR: 'data-deletion-error',
  FAQ: 'faq',
  EXTENSION_INSTALLED: 'browser-extension-installed',
  EXTENSION_INELIGIBLE: 'browser-extension-ineligible',
  EXTENSION_RESTART: 'browser-extension-restart',
  BETA_ONLY: 'beta-only',
  BRANCH: 'branch',
  NOT_FOUND: 'not-found',
} as const;
export type RouteName = (typeof ROUTE_NAME)[keyof typeof ROUTE_NAME];

/** Query keys the navigation rules read or write. */
export const NAV_QUERY_KEY = {
  REDIRECT: 'redirect',
  /** Withdrawal step on the cashout panel; elsewhere a paged list's page number (page 1 carries none). */
  PAGE: 'page',
  RETAILER_ID: 'retailerId',
  CATEGORY_ID: 'categoryId',
  SEARCH_QUERY: 'searchQuery',
  OFFER_GROUP_ID: 'offerGroupId',
  SOURCE: 'source',
  RETAILER_GROUP_IDS: 'ids',
  SEARCH_TERM: 'q',
  /** Price compare's one product (ours: the documents give price-compare no query). */
  UPC: 'upc',
  /** 'false' on the results page: search the term exactly as typed ("Search instead for …", 000 §5). */
  CORRECT_SPELLING: 'correctSpelling',
  FRIEND: 'friend',
  FRIEND_CODE: 'friend_code',
  KEYWORD: 'keyword',
  AFFILIATE_URL: 'affiliateUrl',
  /** Login-provider callback values (register callback, provider error on /home); token is also what an
   * e-mailed link carries (confirm e-mail, unlock, e-mail settings). */
  STATE: 'state',
  TOKEN: 'token',
  ERROR: 'error',
  ERROR_DESCRIPTION: 'error_description',
  HELPDESK_REDIRECT: 'helpdeskRedirect',
  /** The not-found page's source, used for its page-view event. */
  FROM_URL: 'from_url',
  /** Window mode of the list-to-offers sidebar: 'true' opens it on load (000 §2). */
  IPN_SIDEBAR: 'ipnSidebar',
} as const;

/**
 * Account panels (001 §2 "Account settings"): the four tabs (Profile, Notifications, Privacy, My earnings) and
 * the withdrawal (cashout); /account with no panel shows the profile.
 */
export const ACCOUNT_PANEL = {
  PROFILE: 'profile',
  NOTIFICATIONS: 'notifications',
  PRIVACY: 'privacy',
  EARNINGS: 'earnings',
  CASHOUT: 'cashout',
  /** The shopper's favourite retailers (and categories); 001 shows no favourites view, so its place is ours. */
  FAVORITES: 'favorites',
} as const;

export type AccountPanel = (typeof ACCOUNT_PANEL)[keyof typeof ACCOUNT_PANEL];

/** Redirect statuses: legacy paths are permanent, auth and guard redirects temporary (000 §2, 001 §2). */
export const REDIRECT_STATUS = { LEGACY: 301, GUARD: 302 } as const;

/**
 * The page part of each route's document title. Only not-found's wording is the documents'
 * ('Not Found | brand', 000 §2); the others are ours.
 */
export const ROUTE_PAGE_NAME: Readonly<Record<RouteName, string>> = {
  [ROUTE_NAME.HOME]: 'Home',
  [ROUTE_NAME.CATEGORIES]: 'Categories',
  [ROUTE_NAME.CATEGORY]: 'Category',
  [ROUTE_NAME.BONUSES]: 'Bonuses',
  [ROUTE_NAME.BONUS]: 'Bonus',
  [ROUTE_NAME.BONUS_CATEGORY]: 'Bonuses',
  [ROUTE_NAME.RETAILERS]: 'Retailers',
  [ROUTE_NAME.RETAILER]: 'Retailer',
  [ROUTE_NAME.RETAILER_LINK]: 'Link Retailer Account',
  [ROUTE_NAME.RETAILER_GROUP]: 'Retailers',
  [ROUTE_NAME.OFFER]: 'Offer',
  [ROUTE_NAME.OFFER_BY_ID]: 'Offer',
  [ROUTE_NAME.OFFER_TAG]: 'Offers',
  [ROUTE_NAME.REFERRAL]: 'Refer a Friend',
  [ROUTE_NAME.SECURITY_CHECKUP]: 'Security Checkup',
  [ROUTE_NAME.ACCOUNT_PANEL]: 'Account',
  [ROUTE_NAME.GET_THE_APP]: 'Get the App',
  [ROUTE_NAME.BROWSER_EXTENSION]: 'Browser Extension',
  [ROUTE_NAME.WELCOME]: 'Welcome',
  [ROUTE_NAME.SEARCH]: 'Search',
  [ROUTE_NAME.PRICE_COMPARE]: 'Price Compare',
  [ROUTE_NAME.RETAILER_LAUNCH]: 'Shopping',
  [ROUTE_NAME.REGISTER]: 'Sign Up',
  [ROUTE_NAME.SIGN_IN]: 'Sign In',
  [ROUTE_NAME.LOGIN]: 'Log In',
  [ROUTE_NAME.SIGN_IN_ERROR]: 'Sign In Error',
  [ROUTE_NAME.FINISH_UP]: 'Finish Up',
  [ROUTE_NAME.MOBILE_ONLY]: 'Get the App',
  [ROUTE_NAME.MOBILE_REQUIRED]: 'Get the App',
  [ROUTE_NAME.HELPDESK_ERROR]: 'Help Center',
  [ROUTE_NAME.EARNINGS]: 'Transaction Details',
  [ROUTE_NAME.DOCS_TERMS]: 'Terms of Service',
  [ROUTE_NAME.DOCS_PRIVACY]: 'Privacy Policy',
  [ROUTE_NAME.CONFIRM_EMAIL]: 'Confirm Email',
  [ROUTE_NAME.UNLOCK_ACCOUNT]: 'Unlock Account',
  [ROUTE_NAME.EMAIL_SETTINGS]: 'Email Settings',
  [ROUTE_NAME.DATA_DELETION_ERROR]: 'Data Request',
  [ROUTE_NAME.FAQ]: 'FAQ',
  [ROUTE_NAME.EXTENSION_INSTALLED]: 'Browser Extension',
  [ROUTE_NAME.EXTENSION_INELIGIBLE]: 'Browser Extension',
  [ROUTE_NAME.EXTENSION_RESTART]: 'Browser Extension',
  [ROUTE_NAME.BETA_ONLY]: 'Beta',
  [ROUTE_NAME.BRANCH]: MESSAGES.NOT_FOUND_TITLE,
  [ROUTE_NAME.NOT_FOUND]: MESSAGES.NOT_FOUND_TITLE,
};

/** Breadcrumb copy (000 §2 "Breadcrumbs", 001 §2). Root labels other than the quoted ones are ours. */
export const BREADCRUMB_LABEL = {
  HOME: 'Home',
  ACCOUNT: 'Account',
  CATEGORIES: 'Categories',
  RETAILERS: 'Retailers',
  BONUSES: 'Bonuses',
  SEARCH: 'Search',
  SEARCH_RESULTS: 'Search results',
  TRANSACTION_DETAILS: 'Transaction details',
  WITHDRAW_EARNINGS: 'Withdraw Earnings',
} as const;
