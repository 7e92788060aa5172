/** Offer cards, offer pages, unlock and the offer modals (000 §2, §4, §8). */
import { BRAND_NAME } from '../../../domain/constants/app';
import { formatCount } from '../../../domain/formatting/numbers';

/**
 * Visible copy of the offer views. Only the quoted strings are the documents' (sweepstakes button, the
 * 'ends soon' tag, the offer-tag empty state, the success toast, all in MESSAGES / OFFER_TAG_TEXT); the
 * rest is ours. The time-left tag's words are the domain's (OFFER_TAG_COPY, offers/offerTagText.ts).
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
  // The end-of-page tile of an offer grid's short last row (ours).
  NEXT_PAGE: 'Next page of offers',
  allOffers: (count: number) => (count === 1 ? "That's the only offer." : `That's all ${formatCount(count)} offers.`),
  ABOUT: 'About this offer',
  DETAILS: 'Details',
  TERMS: 'Terms',
  LEGAL: 'Legal',
  REWARDS: 'Rewards',
  AVAILABLE_AT: 'Available at',
  perReceiptLimit: (count: number) => `Limit ${count} per receipt.`,
  WAS: 'Was',
  offerTagHeading: (tagName: string) => `Offers: ${tagName}`,
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
  postOfferUnlockTitle: (offerName: string) => `${offerName} is on your list`,
  EXTENSION_BODY: `This retailer needs the ${BRAND_NAME} browser extension to track your purchase and give you cash back.`,
  // The post-offer-unlock modal: the offer is on the list, and the ways to earn on it (its customerOrderMethod).
  POST_OFFER_UNLOCK_BODY: 'To earn your cash back, buy it:',
  POST_OFFER_UNLOCK_ONLINE: `Online, through the Shop button on the retailer's page on ${BRAND_NAME}, so the retailer knows you came from us.`,
  POST_OFFER_UNLOCK_IN_STORE: `In store, as usual, with the store account you linked to ${BRAND_NAME}.`,
  POST_OFFER_UNLOCK_PENDING: 'It shows as pending cash back in My earnings once the retailer confirms your purchase.',
  NOT_NOW: 'Not now',
  GOT_IT: 'Got it',
  CLOSE: 'Close',
} as const;
