import { MONEY } from './limits';

/** Feature-flag keys (000 §6, 001 §6) and the documents' defaults (001 §9). */
export const FLAG = {
  LIST_TO_OFFERS: 'list-to-offers',
  DIRECT_INTEGRATION_RETAILERS: 'direct-integration-retailers',
  UNIFIED_ACCOUNT_LINKING_RETAILERS: 'unified-account-linking-retailers',
  EXTENSION_REQUIRED_RETAILERS: 'extension-required-retailers',
  WEB_EXCLUDED_RETAILERS: 'web-excluded-retailers-list',
  TEMPORARY_BANNER_COPY: 'web-v-2-temporary-banner-copy',
  MAINTENANCE: 'maintenance',
  FEEDBACK_SURVEY: 'feedbackSurvey',
  BANNERS_TOGGLE: 'web-v-2-banners-toggle',
  TRACK_BANNER_EVENTS: 'web-v-2-track-banner-events',
  /** Anonymous offer-spotlight routing and affiliate offers. */
  LOGGED_OUT_AFFILIATE_OFFERS: 'logged-out-affiliate-offers',
  /** Anonymous item offers and nonaffiliate offers. */
  LOGGED_OUT_ITEM_OFFERS: 'logged-out-item-offers',
  POPULAR_SORT: 'popular-sort',
  CASHOUT_PAYMENTS_ENV: 'cashout-payments-env',
  CASHOUT_AGE_THRESHOLD: 'cashoutAgeThreshold',
  PHONE_REFRESH: 'phone-refresh',
  HOME_RECOMMENDATION: 'home-recommendation',
  TRACKING_ENABLED: 'trackingEnabled',
  /**
   * Ours (001 §6: "some pages are for beta testers only"; the documents name no flag): the flag service answers
   * it per customer (its targeting holds the beta cohort), so a beta page opens only for a tester.
   */
  BETA_TESTER: 'web-beta-tester',
} as const;
export type FlagKey = (typeof FLAG)[keyof typeof FLAG];

/** The list-to-offers flag's two values. */
export const LIST_TO_OFFERS_VALUE = { ENABLED: 'enabled', DISABLED: 'disabled' } as const;

export const FLAG_DEFAULTS = {
  [FLAG.MAINTENANCE]: false,
  [FLAG.POPULAR_SORT]: false,
  [FLAG.CASHOUT_PAYMENTS_ENV]: 'production',
  [FLAG.PHONE_REFRESH]: false,
  [FLAG.HOME_RECOMMENDATION]: 'Control',
  [FLAG.TRACKING_ENABLED]: false,
  [FLAG.BETA_TESTER]: false,
  [FLAG.CASHOUT_AGE_THRESHOLD]: MONEY.CASHOUT_AGE_THRESHOLD_DAYS,
  [FLAG.LIST_TO_OFFERS]: LIST_TO_OFFERS_VALUE.DISABLED,
  [FLAG.FEEDBACK_SURVEY]: false,
  [FLAG.BANNERS_TOGGLE]: false,
  [FLAG.TRACK_BANNER_EVENTS]: false,
  [FLAG.LOGGED_OUT_AFFILIATE_OFFERS]: false,
  [FLAG.LOGGED_OUT_ITEM_OFFERS]: false,
  [FLAG.DIRECT_INTEGRATION_RETAILERS]: [] as number[],
  [FLAG.UNIFIED_ACCOUNT_LINKING_RETAILERS]: [] as number[],
  [FLAG.EXTENSION_REQUIRED_RETAILERS]: [] as number[],
  [FLAG.WEB_EXCLUDED_RETAILERS]: [] as number[],
  [FLAG.TEMPORARY_BANNER_COPY]: [] as { page: string; text: string }[],
} as const;
