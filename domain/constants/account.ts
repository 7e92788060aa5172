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

const withdrawalBelowMinimum = (formattedMinimum: string) => `You need at least ${formattedMinimum} in earnings to withdraw.`;

/**
 * The account area's messages (001): forms, linking, bank and withdrawal, settings, favourites, bonuses and
 * earnings; the shell's and the browsing pages' are MESSAGES (messages.ts), a module the first page loads.
 * The wording is the documents' unless a comment says it is ours.
 */
export const ACCOUNT_MESSAGES = {
  // Ours: the documents do not word these
  LAST_NAME_TOO_LONG: 'Enter a last name that is under 30 characters.',
  REQUIRED_FIELD: 'This field is required.',
  FIELD_INVALID: 'This value is not valid.',
  WITHDRAWAL_AMOUNT_INVALID: 'Enter an amount in dollars and cents.',
  withdrawalBelowMinimum,
  withdrawalAboveMaximum: (formattedMaximum: string) => `You can withdraw up to ${formattedMaximum} at a time.`,
  FUNDING_TYPE_UNSUPPORTED: 'Only checking and savings accounts can be linked.',

  // Registration and profile validation (001 §5)
  FIRST_NAME_REQUIRED: 'Whoops, you need a name to continue.',
  NAME_TOO_LONG: 'Enter a first name that is under 30 characters.',
  NAME_INVALID_CHARACTERS: "Hm, that name doesn't look right.",
  LAST_NAME_REQUIRED: 'Whoops, you need a last name to continue.',
  EMAIL_REQUIRED: 'Whoops, you need an email to continue.',
  EMAIL_INVALID: "Hm, that email doesn't look right",
  EMAIL_IN_USE: "Sorry, someone's already using this email.",
  EMAIL_TAKEN: "Oops, we couldn't register your email. Please try signing in or resetting your password.",
  EMAIL_MISSING: 'Sorry, there was a problem saving your email. Please try again.',
  BIRTH_DATE_REQUIRED: 'Whoops, you need a birthdate to continue.',
  BIRTH_DATE_INVALID: "Hm, that date doesn't look right.",
  TOO_YOUNG: 'You need to be 18 or over to use our app.',
  TOO_OLD: "Are you sure you're that old?",
  ZIP_INVALID: "Hm, that zip code doesn't look right.",
  ZIP_UNRECOGNISED: "Hm, we don't recognize that zip code.",
  REFERRAL_CODE_NOT_FOUND: "Hm, we couldn't find that referral code.",
  PHONE_REQUIRED: 'Whoops, you need a phone number to continue',
  PHONE_INVALID: "Hm, that doesn't look right",
  VERIFICATION_CODE_INVALID: 'Enter the 7-digit code we sent you.',
  LINK_EMAIL_REQUIRED: 'Email address is required',
  LINK_EMAIL_INVALID: 'Enter a valid email address',
  LINK_PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_REQUIRED: 'Please enter your password.',
  PASSWORD_INCORRECT: 'Incorrect password.',

  // Linking
  /** The refusal the client recognises as a duplicate account (001 §8). */
  DUPLICATE_ACCOUNT: 'Duplicate Account Found',
  LINK_DUPLICATE: 'Unlink your other account or create a new retailer account',
  UNLINK_FAILED: "Hm, we couldn't unlink your account. Try again?",

  // Payments (exact wording of the withdrawal errors is not shown: ours)
  PAYMENTS_EMPTY_RESPONSE: 'Response data is empty!',
  PAYMENTS_FAILED: 'Failed request to the payments service!',
  /** The minimum message at the $20 default (MONEY.MINIMUM_WITHDRAWAL_CENTS). */
  WITHDRAWAL_BELOW_MINIMUM: withdrawalBelowMinimum('$20.00'),
  WITHDRAWAL_ABOVE_BALANCE: "That's more than your available balance.",
  WITHDRAWAL_UNAVAILABLE: "Withdrawals aren't available on your account right now. Please contact support.",
  WITHDRAWAL_CANNOT_PROCESS: "We couldn't process your withdrawal. Please try again later.",
  ADD_ACCOUNT_UNAVAILABLE: "Adding a bank account isn't available right now. Please try again later.",
  ONE_ACCOUNT_PER_TYPE: 'You can link one checking and one savings account.',
  PENDING_WITHDRAWAL_BLOCKS_REMOVAL: "This account has a withdrawal in progress, so it can't be removed yet.",

  // Phone, email, settings
  PHONE_TAKEN: 'This phone number is linked to another account. Please contact customer care.',
  EMAIL_CONFIRMATION_SEND_FAILED: 'Error sending email confirmation.',
  SETTINGS_UNAVAILABLE: 'Unable to retrieve account settings, please refresh and try again.',

  // Favourites, banners, bonuses
  FAVORITE_RETAILERS_FETCH_FAILED: 'Something went wrong while fetching favorite retailers',
  FAVORITE_RETAILER_SAVE_FAILED: 'Something went wrong while favoriting a retailer',
  FAVORITE_CATEGORY_CREATE_FAILED: 'Something went wrong while creating a favorite category',
  FAVORITE_CATEGORY_DELETE_FAILED: 'Something went wrong while deleting a favorite category',
  SEASONAL_PROMOTIONS_FAILED: 'Error occured while fetching seasonal promotions, please try again...',
  BONUS_NOT_FOUND: 'Bonus not found',
  BONUSES_FETCH_FAILED: 'Something went wrong while fetching bonuses',

  // Earnings (001 §8)
  EARNINGS_ERROR_TITLE: 'Something went wrong',
  EARNINGS_ERROR_BODY: "Sorry about that. We're not sure what happened but our team is looking into it",
  EARNINGS_REVERSED:
    'This transaction was canceled or your items were returned. If this is incorrect, please contact support.',
  EARNINGS_PENDING: 'Totals will update if your order is canceled or items are returned.',
} as const;
