import { RETAILER_ID } from '../constants/retailers';
import type { RetailerLinkState } from './linkState';

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

/** What pressing the retailer's link button does. */
export type LinkButtonAction = 'finishLinking' | 'shop' | 'tryAgain' | 'cancel' | 'link';

export interface LinkButton {
  action: LinkButtonAction;
  label: string;
  enabled: boolean;
}

export interface LinkButtonContext {
  retailerId: number;
  hasOffers: boolean;
  /** The failed state offers Cancel instead of Try again. */
  cancelMode: boolean;
  /** For 'Shop at {name}'; without it the label reads 'Shop at retailer'. */
  retailerName?: string | null;
}

/** The button for each link state (000 §4, 001 §4). */
export function linkButton(state: RetailerLinkState, context: LinkButtonContext): LinkButton {
  switch (state) {
    case 'actionRequired':
      return { action: 'finishLinking', label: MFA_REQUIRED, enabled: true };
    case 'linked': {
      const name = context.retailerName?.trim();
      const label = name ? RETAILER_LINK_BUTTON_LABEL.shopAt(name) : RETAILER_LINK_BUTTON_LABEL.SHOP_AT_RETAILER;
      return { action: 'shop', label, enabled: context.hasOffers };
    }
    case 'pending':
      // Only the MFA retailer lets shoppers shop while the link is still pending.
      return {
        action: 'shop',
        label: RETAILER_LINK_BUTTON_LABEL.SHOP,
        enabled: context.retailerId === RETAILER_ID.MFA,
      };
    case 'failed':
      return context.cancelMode
        ? { action: 'cancel', label: RETAILER_LINK_BUTTON_LABEL.CANCEL, enabled: true }
        : { action: 'tryAgain', label: RETAILER_LINK_BUTTON_LABEL.TRY_AGAIN, enabled: true };
    case 'unlinked':
      return { action: 'link', label: RETAILER_LINK_BUTTON_LABEL.LINK, enabled: true };
  }
}
