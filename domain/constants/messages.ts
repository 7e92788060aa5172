/**
 * Every user-visible or thrown message the specification quotes, named once.
 * Keys in quotes such as 'retailer.messages.errorUnlockingOffer' are the documents' translation keys;
 * the English wording we show for them is beside each key.
 */
import { ACCOUNT_MESSAGES } from './account';

export const MESSAGES = {
  // Generic
  DEFAULT_ERROR: 'Something went wrong!',
  TRY_AGAIN: 'Something went wrong, please try again.',
  UNEXPECTED: 'We had an unexpected problem. Try again later?',
  CATEGORY_LOAD_FAILED: 'Encountered an error. Please refresh the page.',
  FORBIDDEN: 'Access forbidden error. Are you attempting to use the product outside the United States?',
  TOKEN_EXPIRED: 'Looks like that link is expired or invalid.',
  AUTHENTICATION_PROBLEM: 'There was a problem authenticating your request',
  UNABLE_TO_LOGIN: 'Unable to login',
  CUSTOMER_ID_MISSING: 'customerId missing',
  AUTH_INVALID_STATE_EXHAUSTED: 'auth invalid state retries exhausted',

  // Retailers and offers
  RETAILER_NOT_FOUND: "Sorry, we couldn't find that retailer.",
  UNLOCK_FAILED: "Whoops, that didn't work. Try again?",
  DEACTIVATE_FAILED: "Hm, we couldn't remove that offer. Try again?",
  OFFER_ADDED: 'Offer added to your list!',
  SWEEPSTAKES_ACCEPT: 'Accept & add offer',
  NO_OFFERS_FOR_TAG: 'No offers found with that offer tag',
  BONUS_NOT_FOUND: 'Bonus not found',
  NO_MATCHING_OFFERS: 'No matching offers found',
  FEEDBACK_THANKS: 'Thank you for your feedback!',
  PAGE_NOT_FOUND: "Sorry, we couldn't find the page you're looking for.",
  NOT_FOUND_TITLE: 'Not Found',
  BACK_TO_HOME: 'Back to Home',
  MFA_REQUIRED: 'Finish linking account',

  // Thrown errors (000 §8)
  noOfferWithId: (id: string | number) => `No offer found with id: ${id}`,
  noOfferForOfferGroup: (id: string | number) => `Could not find offer ID for offer group ID: ${id}`,
  genericOffersForOfferIds: (ids: readonly (string | number)[]) =>
    `Error fetching generic offers for offer ids: ${ids.join(', ')}`,
  genericOffersForRetailerIds: (ids: readonly (string | number)[]) =>
    `Error fetching generic offers for retailer ids: ${ids.join(', ')}`,
  OFFERS_BY_IDS_FAILED: 'Something went wrong while fetching offers by ids',
  OFFERS_FAILED: 'Something went wrong while fetching offers',
  GENERIC_RETAILER_CATEGORIES_FAILED: 'Something went wrong when fetching generic retailer categories with retailers',
  NO_CATEGORIES_WITH_RETAILERS: 'No categories with retailers were returned',
  NO_CATEGORIES_WITH_RETAILER_IDS: 'No categories with retailer ids were returned',
  RETAILER_CATEGORIES_FAILED: 'Something went wrong fetching retailer categories',
  SERVICE_WORKER_FAILED: 'Unable to register service worker',
  FEATURE_FLAGS_FAILED: 'Something went wrong while fetching feature flag evaluations',
  FEATURE_FLAGS_UNAVAILABLE: "Couldn't determine if we were on client or server",

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
  WITHDRAWAL_BELOW_MINIMUM: ACCOUNT_MESSAGES.withdrawalBelowMinimum('$20.00'),
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
  RETAILERS_FETCH_FAILED: 'Something went wrong while fetching retailers',
  FAVORITE_CATEGORY_CREATE_FAILED: 'Something went wrong while creating a favorite category',
  FAVORITE_CATEGORY_DELETE_FAILED: 'Something went wrong while deleting a favorite category',
  SEASONAL_PROMOTIONS_FAILED: 'Error occured while fetching seasonal promotions, please try again...',
  BONUSES_FETCH_FAILED: 'Something went wrong while fetching bonuses',

  // Earnings (001 §8)
  EARNINGS_ERROR_TITLE: 'Something went wrong',
  EARNINGS_ERROR_BODY: "Sorry about that. We're not sure what happened but our team is looking into it",
  EARNINGS_REVERSED:
    'This transaction was canceled or your items were returned. If this is incorrect, please contact support.',
  EARNINGS_PENDING: 'Totals will update if your order is canceled or items are returned.',
} as const;

/** Translation keys the documents name for toasts. */
export const MESSAGE_KEY = {
  UNLOCK_FAILED: 'retailer.messages.errorUnlockingOffer',
  DEACTIVATE_FAILED: 'retailer.messages.errorDeactivatingOffer',
  DEFAULT: 'error.default',
} as const;
