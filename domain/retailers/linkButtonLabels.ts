/** The link button's label while multi-factor authentication is unfinished (000 §4). */
export const MFA_REQUIRED = 'Finish linking account';

/** Link-button labels (000 §4); the MFA label is MFA_REQUIRED. */
export const RETAILER_LINK_BUTTON_LABEL = {
  SHOP: 'Shop',
  /** Used when the retailer's name is not known. */
  SHOP_AT_RETAILER: 'Shop at retailer',
  shopAt: (retailerName: string) => `Shop at ${retailerName}`,
  TRY_AGAIN: 'Try again',
  CANCEL: 'Cancel',
  LINK: 'Link',
} as const;
