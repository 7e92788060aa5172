/**
 * Constants of the shopping rules (retailers, categories, offers, launch, search, modals).
 * Values quoted by the documents carry their section; names marked "ours" are not shown there.
 */

/** Extension runtime message actions (000 §7). */
export const EXTENSION_ACTION = {
  AFFILIATE_LAUNCH: 'webV2AffiliateLaunch',
} as const;

/** What an affiliate launch returns when it fails (000 §4: "return 'error'"). */
export const LAUNCH_ERROR_RESULT = 'error';

/** Offer attribution methods (000 §3). Nonaffiliate means a consumer-goods offer. */
export const ATTRIBUTION_METHOD = { AFFILIATE: 'affiliate', NONAFFILIATE: 'nonaffiliate' } as const;
export type AttributionMethod = (typeof ATTRIBUTION_METHOD)[keyof typeof ATTRIBUTION_METHOD];

/** Offer types (000 §3). */
export const OFFER_TYPE = { DEFAULT: 'default', HERO: 'hero' } as const;
export type OfferType = (typeof OFFER_TYPE)[keyof typeof OFFER_TYPE];

/** How an offer may be redeemed (000 §3). */
export const CUSTOMER_ORDER_METHOD = { ANY: 'any', IN_STORE: 'in-store', ONLINE: 'online' } as const;
export type CustomerOrderMethod = (typeof CUSTOMER_ORDER_METHOD)[keyof typeof CUSTOMER_ORDER_METHOD];

/** Reward types (000 §3); shop_now is the retailer-reward type shown as an amount. */
export const REWARD_TYPE = { INSTANT: 'instant', SWEEPSTAKES: 'sweepstakes', SHOP_NOW: 'shop_now' } as const;

/** Account-link status words grouped by the state they mean (000 §4, 001 §4), lower case. */
export const RETAILER_LINK_STATUS_WORDS = {
  VERIFIED: 'verified',
  PENDING: ['pending', 'checking'] as readonly string[],
  FAILED: ['invalid', 'taken', 'unknown', 'pendingdisconnect'] as readonly string[],
  /** Substrings that keep the account-not-linked modal closed (000 §4). */
  MODAL_SILENT_FRAGMENTS: ['pending', 'cancelled'] as readonly string[],
} as const;

/** Display labels of link states (000 §3, 001 §3). */
export const RETAILER_LINK_STATUS_LABEL = { LINKED: 'Verified', PENDING: 'Pending' } as const;

/** Link-button labels (000 §4); the MFA label is MESSAGES.MFA_REQUIRED. */
export const RETAILER_LINK_BUTTON_LABEL = {
  SHOP: 'Shop',
  /** Used when the retailer's name is not known. */
  SHOP_AT_RETAILER: 'Shop at retailer',
  shopAt: (retailerName: string) => `Shop at ${retailerName}`,
  TRY_AGAIN: 'Try again',
  CANCEL: 'Cancel',
  LINK: 'Link',
} as const;

/** Pending-period wording (000 §9, 001 §9). */
export const PENDING_PERIOD_COPY = {
  WITHIN_24_HOURS: 'within 24 hours of receiving',
  AS_SOON_AS_RECEIVED: 'as soon as you receive',
  WITHIN_3_DAYS: 'within 3 days of getting',
  /** Storewide offers when the retailer has no creditPendingPeriod. */
  DEFAULT_STOREWIDE: '7 days',
} as const;

/** Offer tag wording (000 §4). */
export const OFFER_TAG_TEXT = { ENDS_SOON: 'ends soon' } as const;



/** The word the privacy-approval input must equal exactly (000 §5). */
export const PRIVACY_APPROVAL_CONFIRMATION = 'YES';


/** The post-unlock modals (000 §4); also the value stored in COOKIE.POST_UNLOCK_MODAL_SEEN (ours). */
export const POST_UNLOCK_MODAL = {
  EXTENSION: 'extensionPostUnlock',
  ACCOUNT_NOT_LINKED: 'accountNotLinked',
} as const;
export type PostUnlockModal = (typeof POST_UNLOCK_MODAL)[keyof typeof POST_UNLOCK_MODAL];
