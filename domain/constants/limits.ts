/** Counts and limits from both documents' section 9. */
export const LIMITS = {
  SEARCH_MAX_LENGTH: 255,
  TYPE_AHEAD_LIMIT: 8,
  /** Recent searches shown on desktop when recently viewed retailers exist. */
  RECENT_SEARCHES_WITH_RECENT_RETAILERS: 5,
  DEFAULT_OFFERS_LIMIT: 50,
  /** Most pages of offers a content search serves (the contract's `page` maximum). */
  SEARCH_MAX_PAGES: 200,
  PRODUCT_SEARCH_LIMIT: 50,
  RECENTLY_VIEWED_RETAILERS_KEPT: 6,
  HOME_RECOMMENDED_RETAILERS: 12,
  OFFER_TAG_LIMIT: 200,
  BONUSES_LIMIT: 2000,
  OFFER_SLUG_MAX_LENGTH: 75,
  RETAILER_NAME_MAX_FIRST_WORD: 14,
  /** A retailer search context needs more than this many offers. */
  RETAILER_SEARCH_CONTEXT_MIN_OFFERS: 1,
  NAME_MAX_LENGTH_EXCLUSIVE: 30,
  ZIP_LENGTH: 5,
  VERIFICATION_CODE_LENGTH: 7,
  /** A phone value must be longer than this many characters (masked form) to be checked. */
  PHONE_MIN_LENGTH_EXCLUSIVE: 11,
  MINIMUM_AGE: 18,
  MAXIMUM_AGE: 130,
  ALCOHOL_AGE: 21,
  PAGINATION_ALL_PAGES_UP_TO: 7,
  AUTH_INVALID_STATE_RETRIES: 5,
  AUTH_REDIRECT_RETRIES: 3,
  NEW_SAVER_DAYS: 7,
} as const;

/** Money rules (001 §1, §9). Amounts in cents unless a name says dollars. */
export const MONEY = {
  REFERRAL_BONUS_CENTS: 1000,
  REFERRAL_QUALIFYING_DAYS: 7,
  NEW_USER_FIRST_PURCHASE_CENTS: 500,
  NEW_USER_EXTRA_CENTS: 1000,
  NEW_USER_EXTRA_SPEND_CENTS: 3000,
  CASHOUT_AGE_THRESHOLD_DAYS: 7,
  PERSONAL_DATA_FILE_DAYS: 7,
} as const;
