/**
 * The shell's and the browsing pages' messages (000): every user-visible or thrown one the specification
 * quotes, named once, and those of what the browsing pages show (001 §8: favourites, the seasonal banner, a
 * refused link). The account area's (001) are ACCOUNT_MESSAGES in account.ts.
 * Keys in quotes such as 'retailer.messages.errorUnlockingOffer' are the documents' translation keys;
 * the English wording we show for them is beside each key.
 *
 * Imported as a namespace (`import * as MESSAGES from …/messages`, read as `MESSAGES.X`): each message is an export of
 * its own, so a bundle carries only the messages its code reads (the startup chunk needs a few of them).
 */
// Generic
export const DEFAULT_ERROR = 'Something went wrong!';
export const TRY_AGAIN = 'Something went wrong, please try again.';
export const CATEGORY_LOAD_FAILED = 'Encountered an error. Please refresh the page.';
export const FORBIDDEN = 'Access forbidden error. Are you attempting to use the product outside the United States?';
export const TOKEN_EXPIRED = 'Looks like that link is expired or invalid.';
export const AUTHENTICATION_PROBLEM = 'There was a problem authenticating your request';
export const UNABLE_TO_LOGIN = 'Unable to login';

// Retailers and offers
export const RETAILER_NOT_FOUND = "Sorry, we couldn't find that retailer.";
export const UNLOCK_FAILED = "Whoops, that didn't work. Try again?";
export const DEACTIVATE_FAILED = "Hm, we couldn't remove that offer. Try again?";
export const OFFER_ADDED = 'Offer added to your list!';
export const SWEEPSTAKES_ACCEPT = 'Accept & add offer';
export const NO_OFFERS_FOR_TAG = 'No offers found with that offer tag';
export const PAGE_NOT_FOUND = "Sorry, we couldn't find the page you're looking for.";
export const NOT_FOUND_TITLE = 'Not Found';
export const BACK_TO_HOME = 'Back to Home';
export const RETAILERS_FETCH_FAILED = 'Something went wrong while fetching retailers';

// Thrown errors (000 §8)
export const noOfferWithId = (id: string | number) => `No offer found with id: ${id}`;
export const genericOffersForRetailerIds = (ids: readonly (string | number)[]) =>
  `Error fetching generic offers for retailer ids: ${ids.join(', ')}`;
export const OFFERS_BY_IDS_FAILED = 'Something went wrong while fetching offers by ids';
export const OFFERS_FAILED = 'Something went wrong while fetching offers';
export const GENERIC_RETAILER_CATEGORIES_FAILED = 'Something went wrong when fetching generic retailer categories with retailers';
export const NO_CATEGORIES_WITH_RETAILERS = 'No categories with retailers were returned';
/** Hydrating retailer categories with retailer ids (000 §7 store actions) failed, or answered none. */
export const RETAILER_CATEGORIES_FAILED = 'Something went wrong fetching retailer categories';
export const NO_CATEGORIES_WITH_RETAILER_IDS = 'No categories with retailer ids were returned';
export const FEATURE_FLAGS_FAILED = 'Something went wrong while fetching feature flag evaluations';
export const SERVICE_WORKER_REGISTRATION_FAILED = 'Unable to register service worker';

// Favourites (001 §8)
export const FAVORITE_RETAILERS_FETCH_FAILED = 'Something went wrong while fetching favorite retailers';
export const FAVORITE_RETAILER_SAVE_FAILED = 'Something went wrong while favoriting a retailer';
// Ours: 001 §8 words the other favourite failures, not a failed category list
export const FAVORITE_CATEGORY_FETCH_FAILED = 'Something went wrong while fetching favorite categories';
export const FAVORITE_CATEGORY_CREATE_FAILED = 'Something went wrong while creating a favorite category';
export const FAVORITE_CATEGORY_DELETE_FAILED = 'Something went wrong while deleting a favorite category';
/** The home page's seasonal banner could not be fetched (001 §8, the documents' spelling). */
export const SEASONAL_PROMOTIONS_FAILED = 'Error occured while fetching seasonal promotions, please try again...';
/** The link refusal the client recognises as a duplicate account (001 §8). */
export const DUPLICATE_ACCOUNT = 'Duplicate Account Found';

/** Translation keys the documents name for toasts. */
export const MESSAGE_KEY = {
  UNLOCK_FAILED: 'retailer.messages.errorUnlockingOffer',
  DEACTIVATE_FAILED: 'retailer.messages.errorDeactivatingOffer',
  DEFAULT: 'error.default',
} as const;

type MessageKey = (typeof MESSAGE_KEY)[keyof typeof MESSAGE_KEY];

/**
 * The English sentence shown for each translation key the documents name for a toast (000 §8). The keys
 * are the documents'; the wording is ours (inferred: the documents give keys, never the text).
 */
export const MESSAGE_TEXT: Readonly<Record<MessageKey, string>> = {
  [MESSAGE_KEY.UNLOCK_FAILED]: UNLOCK_FAILED,
  [MESSAGE_KEY.DEACTIVATE_FAILED]: DEACTIVATE_FAILED,
  [MESSAGE_KEY.DEFAULT]: DEFAULT_ERROR,
};
