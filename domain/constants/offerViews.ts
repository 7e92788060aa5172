/** Offer cards, offer pages, unlock and the offer modals (000 §2, §4, §8). */
import { BRAND_NAME } from './app';
import { MESSAGES } from './messages';
import { MODAL_TITLE } from './modals';
import { EXTENSION_PROMO } from './shell';

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
  [MESSAGE_KEY.UNLOCK_FAILED]: MESSAGES.UNLOCK_FAILED,
  [MESSAGE_KEY.DEACTIVATE_FAILED]: MESSAGES.DEACTIVATE_FAILED,
  [MESSAGE_KEY.DEFAULT]: MESSAGES.DEFAULT_ERROR,
};

/** The tracking events the offer views send (000 §7 names them; 000 §4 says when). */
export const OFFER_TRACKING_EVENT = {
  OFFER_VIEW: 'offer view',
  OFFER_CLICK: 'offer click',
  OFFER_UNLOCKED: 'OfferUnlocked',
} as const;

/** Property names of the offer tracking events (ours). */
export const OFFER_TRACKING_PROPERTY = { OFFER_ID: 'offerId', RETAILER_ID: 'retailerId', PLATFORM: 'platform' } as const;


/** Offers per page of a retailer's offer gallery (ours: the documents give no page size). */
export const RETAILER_OFFERS_PER_PAGE = 24;

/** The mobile-only keyword an offer-tag load failure redirects with (000 §8). */
export const OFFER_TAG_FAILURE_KEYWORD = 'offer';

/** The `source` query after sign-up from an offer (000 §7). */
export const ADD_OFFER_SOURCE = 'add-offer';

/**
 * Visible copy of the offer views. Only the quoted strings are the documents' (sweepstakes button, the
 * 'ends soon' tag, the offer-tag empty state, the success toast, all in MESSAGES / OFFER_TAG_TEXT); the
 * rest is ours.
 */
export const OFFER_COPY = {
  ADD: 'Add',
  ADDING: 'Adding…',
  ADDED: 'Added',
  REMOVE: 'Remove',
  REMOVING: 'Removing…',
  /** Accessible names: "Add offer: Milk" / "Remove offer: Milk". */
  addOffer: (name: string) => `Add offer: ${name}`,
  removeOffer: (name: string) => `Remove offer: ${name}`,
  offerImageAlt: (name: string) => name,
  LOADING_OFFERS: 'Loading offers…',
  LOADING_OFFER: 'Loading offer…',
  NO_RETAILER_OFFERS: 'There are no offers at this retailer right now.',
  RETAILER_OFFERS_FAILED: "We couldn't load the offers. Please refresh the page.",
  retailerOffersHeading: (retailerName: string) => `Offers at ${retailerName}`,
  OFFERS_PAGES_LABEL: 'Offer pages',
  ABOUT: 'About this offer',
  DETAILS: 'Details',
  TERMS: 'Terms',
  LEGAL: 'Legal',
  REWARDS: 'Rewards',
  AVAILABLE_AT: 'Available at',
  perReceiptLimit: (count: number) => `Limit ${count} per receipt.`,
  WAS: 'Was',
  offerTagHeading: (tagName: string) => `Offers: ${tagName}`,
  /** Time-left tag labels (000 §4: now / minutes / hours / days). */
  TIME_LEFT_NOW: 'Ends now',
  timeLeft: (count: number, unit: 'minutes' | 'hours' | 'days') =>
    `${count} ${count === 1 ? unit.slice(0, -1) : unit} left`,
  // Sweepstakes modal (000 §4, §5: the two agreements and the button label are the documents').
  SWEEPSTAKES_INTRO: 'This offer enters you into a sweepstakes. Please confirm both items to add it.',
  SWEEPSTAKES_RULES: 'I agree to the Official Rules of this sweepstakes.',
  SWEEPSTAKES_SHARING: 'I consent to my information being shared with the sweepstakes sponsor.',
  SWEEPSTAKES_OFFICIAL_RULES: 'Official Rules',
  SWEEPSTAKES_CLIPPING: 'Adding offer…',
  // Post-unlock modals.
  accountNotLinkedBody: (retailerName: string) =>
    `Link your ${retailerName} account so we can match your purchases to this offer.`,
  /** Stands in for a retailer name the page did not know. */
  RETAILER_FALLBACK_NAME: 'retailer',
  /** The link's accessible name: the modal's own title. */
  linkRetailerAccount: MODAL_TITLE.accountNotLinked,
  postOfferUnlockTitle: (offerName: string) => `${offerName} is on your list`,
  EXTENSION_BODY: `This retailer needs the ${BRAND_NAME} browser extension to track your purchase and give you cash back.`,
  GET_EXTENSION: EXTENSION_PROMO.LINK,
  POST_OFFER_UNLOCK_BODY: 'Offer added to your list! Buy the item, then come back to earn your cash back.',
  NOT_NOW: 'Not now',
  GOT_IT: 'Got it',
  CLOSE: 'Close',
  BACK_TO_HOME: MESSAGES.BACK_TO_HOME,
} as const;
