/**
 * Constants and messages owned by the account and money areas (validation, money, bonuses, auth,
 * customers, favourites, banners, images, privacy, formatting).
 * Values quoted from the documents say so; everything marked "ours" is a name or wording the documents do not show.
 */

// WITHDRAW_STEPS / WithdrawStep (001 §4) are defined once in ./navigation.ts; the money rules import them from there.

/** Account-security onboarding order (001 §2). */
export const ONBOARDING_STEPS = ['personalInfo', 'emailConfirmation', 'phoneVerification'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Inline feedback states of the registration zip and referral-code fields (001 §2). EMPTY means "not checked". */
export const VALIDATION_FEEDBACK = {
  EMPTY: 'EMPTY',
  SUCCESS: 'SUCCESS',
  ERROR: 'ERROR',
  /** Forbidden (HTTP 403): the inline text is hidden and a toast is shown instead. */
  ERROR_HIDDEN: 'ERROR_HIDDEN',
} as const;
export type ValidationFeedbackState = (typeof VALIDATION_FEEDBACK)[keyof typeof VALIDATION_FEEDBACK];

/** Fields the server checks through POST /v1/validations.json (query names and answer keys, 001 §7). */
export const SERVER_VALIDATED_FIELDS = ['zip_code', 'referral_code'] as const;
export type ServerValidatedField = (typeof SERVER_VALIDATED_FIELDS)[number];

/** Tracked reasons for a blocked registration submit (001 §4), quoted. */
export const REGISTRATION_BLOCK_REASON = {
  INVALID_REFERRAL_CODE: 'Invalid referral code',
  INVALID_ZIP_CODE: 'Invalid zip code',
  UNKNOWN_ERROR: 'Unknown error',
} as const;
export type RegistrationBlockReason = (typeof REGISTRATION_BLOCK_REASON)[keyof typeof REGISTRATION_BLOCK_REASON];

/** Security checkup item statuses (000 §3, 001 §3); an item without a status is INCOMPLETE. */
export const SECURITY_CHECKUP_STATUS = {
  COMPLETE: 'COMPLETE',
  INCOMPLETE: 'INCOMPLETE',
  SKIP: 'SKIP',
  ERROR: 'ERROR',
} as const;
export type SecurityCheckupStatus = (typeof SECURITY_CHECKUP_STATUS)[keyof typeof SECURITY_CHECKUP_STATUS];

/** Funding-source status counting towards the one-per-type rule (ours: the documents show no status values). */
export const FUNDING_SOURCE_ACTIVE_STATUS = 'ACTIVE';

/** Bonus types the documents name (001 §3). */
export const BONUS_TYPE = { FEATURED: 'featured', RECENTLY_EXPIRED: 'recentlyExpired' } as const;

/** Bonus views in classification priority order (001 §4). */
export const BONUS_VIEWS = ['recentlyExpired', 'completed', 'featured', 'inProgress', 'forYou'] as const;
export type BonusView = (typeof BONUS_VIEWS)[number];

/** internalType of a bonus funded by offers (ours: the value is not shown; compared case-insensitively). */
export const BONUS_FUNDED_INTERNAL_TYPE = 'FUNDED';

/**
 * Heading that splits a bonus description into card text and the spotlight part (001 §2).
 * Convention (ours): the heading on its own line, optionally with leading '#'s and a trailing colon.
 */
export const BONUS_HOW_TO_COMPLETE_HEADING = 'How to complete this bonus';

/** Banner rules (001 §2). */
export const BANNER_RETAILER_LINK_PREFIX = 'retailer/';
export const BANNER_DEFAULT_ONBOARDING_LINK = 'welcome';
export const BANNER_CONTEXTS = ['retailer', 'category', 'home', 'promo', 'seasonal'] as const;
export type BannerContext = (typeof BANNER_CONTEXTS)[number];

/** Privacy setting ids and categories (000 §3, 001 §3). */
export const PRIVACY_SETTING_ID = {
  LIMIT_AD_TRACKING: 'limit_ad_tracking',
  DONT_SELL_OR_SHARE_PI: 'dont_sell_or_share_pi',
  LIMIT_USE_OF_PI: 'limit_use_of_pi',
} as const;
export const PRIVACY_SETTING_IDS = [
  PRIVACY_SETTING_ID.LIMIT_AD_TRACKING,
  PRIVACY_SETTING_ID.DONT_SELL_OR_SHARE_PI,
  PRIVACY_SETTING_ID.LIMIT_USE_OF_PI,
] as const;
export type PrivacySettingId = (typeof PRIVACY_SETTING_IDS)[number];
export const PRIVACY_CATEGORIES = ['Advertising', 'Analytics', 'Functional', 'SaleOfInfo'] as const;
export type PrivacyCategory = (typeof PRIVACY_CATEGORIES)[number];

/** A setting's value on the wire (001 §3). */
export const SETTING_WIRE_VALUE = { ON: '1', OFF: '0' } as const;

/** Earnings item types and statuses (001 §2). Wire spellings are ours. */
export const EARNINGS_ITEM_TYPE = {
  BONUS: 'bonus',
  GIFT_CARD: 'gift_card',
  MANUAL: 'manual',
  CASH_CREDIT: 'cash_credit',
  REFERRAL: 'referral',
} as const;
export type EarningsItemType = (typeof EARNINGS_ITEM_TYPE)[keyof typeof EARNINGS_ITEM_TYPE];
export const EARNINGS_STATUS = { PENDING: 'pending', PROCESSED: 'processed' } as const;
export type EarningsStatus = (typeof EARNINGS_STATUS)[keyof typeof EARNINGS_STATUS];

/** Earnings row labels (001 §2; capitalisation ours). */
export const EARNINGS_ROW_LABEL = {
  PURCHASE_DATE: 'Purchase date',
  OFFERS_MATCHED: 'Offers matched',
  OFFER_EARNINGS: 'Offer earnings',
  CASH_BACK_EARNED: 'Cash back earned',
  BONUS_EARNINGS: 'Bonus earnings',
  CASH_BACK_PENDING: 'Cash back pending',
  CREDIT_DATE: 'Credit date',
  REFERRAL_AMOUNT: 'Referral amount',
  CREDIT_AMOUNT: 'Credit amount',
} as const;
export type EarningsRowLabel = (typeof EARNINGS_ROW_LABEL)[keyof typeof EARNINGS_ROW_LABEL];

/** Image types read from a decoded image string (000 §5). */
export const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const DEFAULT_IMAGE_TYPE: ImageType = 'png';

/** Value stored in the helpdesk-redirect cookie (ours: the documents show only its name and lifetime). */
export const HELPDESK_REDIRECT_COOKIE_VALUE = 'true';

/** HTTP statuses the rules branch on (000 §5, §7, §8; 001 §8). */
export const HTTP_STATUS = {
  OK: 200,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** Help-centre login: the security checkup must be completed first. */
  PRECONDITION_FAILED: 412,
} as const;
export const UNAUTHENTICATED_ERROR_CODE = 'UNAUTHENTICATED';

/** Messages the documents do not word (ours). Quoted messages live in MESSAGES. */
export const ACCOUNT_MESSAGES = {
  LAST_NAME_TOO_LONG: 'Enter a last name that is under 30 characters.',
  REQUIRED_FIELD: 'This field is required.',
  FIELD_INVALID: 'This value is not valid.',
  WITHDRAWAL_AMOUNT_INVALID: 'Enter an amount in dollars and cents.',
  /** MESSAGES.WITHDRAWAL_BELOW_MINIMUM is this at the $20.00 default. */
  withdrawalBelowMinimum: (formattedMinimum: string) => `You need at least ${formattedMinimum} in earnings to withdraw.`,
  withdrawalAboveMaximum: (formattedMaximum: string) => `You can withdraw up to ${formattedMaximum} at a time.`,
  FUNDING_TYPE_UNSUPPORTED: 'Only checking and savings accounts can be linked.',
} as const;
