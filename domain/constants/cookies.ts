import { DAY_MS, TIMING } from './timing';

/** The user cookie's lifetime (000 §9: 90 days). */
const USER_COOKIE_MAX_AGE_MS = 90 * DAY_MS;

/** Cookie names and lifetimes. Names are ours (not shown in the documents); lifetimes are the documents'. */
export const COOKIE = {
  EXTENSION_HEADER_DISMISSED: { name: 'cb_ext_header_dismissed', maxAgeMs: 7 * DAY_MS },
  /** The extension install banner's dismissal (000 §1 names the banner, not its lifetime: 30 days is ours). */
  EXTENSION_INSTALL_BANNER_DISMISSED: { name: 'cb_ext_banner_dismissed', maxAgeMs: 30 * DAY_MS },
  EARLY_IDENTIFIER: { name: 'cb_early_id', maxAgeMs: 365 * DAY_MS },
  /**
   * The signed-in customer's id (000 §9 "user cookie 90 days"): set at each sign-in, removed at sign-out, and read
   * by tracking while the sign-in is still being read at startup, so a returning customer's first events are theirs.
   */
  USER: { name: 'cb_user', maxAgeMs: USER_COOKIE_MAX_AGE_MS },
  /** Lives as long as a session does (000 §9: session 30 minutes). */
  SESSION: { name: 'cb_session', maxAgeMs: TIMING.SESSION_MS },
  HELPDESK_REDIRECT: { name: 'helpdesk-redirect', maxAgeMs: DAY_MS },
  HELPDESK_REDIRECT_URL: { name: 'helpdesk-redirect-url', maxAgeMs: DAY_MS },
  /** Set once the account-not-linked or extension post-unlock modal has been shown. */
  POST_UNLOCK_MODAL_SEEN: { name: 'cb_post_unlock_modal', maxAgeMs: 365 * DAY_MS },
  /**
   * Set once the post-offer-unlock modal has been shown. 90 days: the documents' user-cookie lifetime (000 §9),
   * so a shopper who has been away that long is reminded once what happens after an unlock (ours).
   */
  POST_OFFER_UNLOCK_SEEN: { name: 'cb_post_offer_unlock_modal', maxAgeMs: USER_COOKIE_MAX_AGE_MS },
  /** A server redirect's one-time message ('Sorry, we couldn't find that retailer.'): read by the page it lands on. */
  FLASH_MESSAGE: { name: 'cb_flash', maxAgeMs: 60_000 },
} as const;

/** Browser-storage keys (names ours). */
export const STORAGE_KEY = {
  LOGIN_REDIRECT_MARKER: 'cb_login_redirect',
  /** The last affiliate launch: its retailer and shopping id (000 §4 step 10). */
  LAST_AFFILIATE_LAUNCH: 'cb_last_affiliate_launch',
  /** The state of the direct link (1408) this browser started, checked when the retailer sends it back. */
  DIRECT_LINK_STATE: 'cb_direct_link_state',
  /** The header search bar's recent searches, newest first (000 §2, §9). */
  RECENT_SEARCHES: 'cb_recent_searches',
  /** This tab's cached searches (000 §5), in session storage: a reload within the cache time reuses them. */
  SEARCH_CACHE: 'cb_search_cache',
  /** The list-to-offers sidebar's checked groups: group title → checked (000 §3 "Checked items"). */
  SHOPPING_LIST_CHECKED: 'cb_shopping_list_checked',
  /** Set once this browser's shopper has sent the sidebar's feedback (000 §5: once only). */
  SHOPPING_LIST_FEEDBACK_SENT: 'cb_shopping_list_feedback_sent',
  /**
   * The signed-in shopper's favourite category ids, a JSON list (001 §3 "per module … under a favourite-categories
   * key", 000 §5; 1356 never stored: favoriteCategoryIdsToStore). The documents keep one list per app module; this
   * web app is one module, so one key, written only by FavoriteCategoriesStore (the welcome slide uses that store).
   */
  FAVORITE_CATEGORIES: 'cb_favorite_categories',
} as const;
