/** Offer cards, offer pages, unlock and the offer modals (000 §2, §4, §8). */
import { MESSAGES } from './messages';

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

/** The mobile-only keyword an offer-tag load failure redirects with (000 §8). */
export const OFFER_TAG_FAILURE_KEYWORD = 'offer';
