/** The tracking events the offer views send (000 §7 names them; 000 §4 says when). */
export const OFFER_TRACKING_EVENT = {
  OFFER_VIEW: 'offer view',
  OFFER_CLICK: 'offer click',
  OFFER_UNLOCKED: 'OfferUnlocked',
} as const;

/** Property names of the offer tracking events (ours). */
export const OFFER_TRACKING_PROPERTY = { OFFER_ID: 'offerId', RETAILER_ID: 'retailerId', PLATFORM: 'platform' } as const;
