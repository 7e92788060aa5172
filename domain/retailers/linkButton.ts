import { RETAILER_ID } from '../constants/retailers';
import { MFA_REQUIRED, RETAILER_LINK_BUTTON_LABEL } from './linkButtonLabels';
import type { RetailerLinkState } from './linkState';

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
