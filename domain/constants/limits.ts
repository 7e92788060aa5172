/** Counts and limits from both documents' section 9. */
export const LIMITS = {
  TYPE_AHEAD_LIMIT: 8,
  DEFAULT_OFFERS_LIMIT: 50,
  /** Most pages of offers a content search serves (the contract's `page` maximum). */
  SEARCH_MAX_PAGES: 200,
  PRODUCT_SEARCH_LIMIT: 50,
  RECENTLY_VIEWED_RETAILERS_KEPT: 6,
  HOME_RECOMMENDED_RETAILERS: 12,
  OFFER_TAG_LIMIT: 200,
  BONUSES_LIMIT: 2000,
} as const;

/** Money rules (001 §1, §9). Amounts in cents unless a name says dollars. */
export const MONEY = {
  REFERRAL_BONUS_CENTS: 1000,
  REFERRAL_QUALIFYING_DAYS: 7,
  NEW_USER_FIRST_PURCHASE_CENTS: 500,
  NEW_USER_EXTRA_CENTS: 1000,
  NEW_USER_EXTRA_SPEND_CENTS: 3000,
  CASHOUT_AGE_THRESHOLD_DAYS: 7,
} as const;
