import { linkButton, type LinkButton } from '../retailers/linkButton';
import { RETAILER_LINK_BUTTON_LABEL } from '../retailers/linkButtonLabels';
import { retailerLinkState, type RetailerLinkState } from '../retailers/linkState';
import type { Retailer } from '../retailers/Retailer';

/** The redemption strategy of retailers shoppers shop online through an affiliate link (000 §3). */
const AFFILIATE_REDEMPTION_STRATEGY = 'AFFILIATE';

/** The shopper's account link to a retailer (000 §3 "Account link"; 001 §3 "Credential integration"). */
export interface RetailerAccountLink {
  retailerId: number;
  status: string;
  /** A verified but locked link at the MFA retailer (1144) still needs the multi-factor step. */
  locked?: boolean;
}

export interface RetailerLinkingLists {
  /** The unified-account-linking-retailers flag. */
  unifiedAccountLinkingRetailerIds?: readonly number[] | null;
  /** The direct-integration-retailers flag (1408). */
  directIntegrationRetailerIds?: readonly number[] | null;
}

/** A retailer links a shopper's account when a linking flag lists it (000 §6 flags). */
export function retailerUsesAccountLinking(retailerId: number, lists: RetailerLinkingLists): boolean {
  return (
    (lists.unifiedAccountLinkingRetailerIds ?? []).includes(retailerId) ||
    (lists.directIntegrationRetailerIds ?? []).includes(retailerId)
  );
}

/** Shoppers shop a retailer online when it is a web retailer or redeems through an affiliate link (000 §3). */
export function retailerShopsOnline(retailer: Pick<Retailer, 'webRetailer' | 'redemptionStrategies'>): boolean {
  return retailer.webRetailer === true || (retailer.redemptionStrategies ?? []).includes(AFFILIATE_REDEMPTION_STRATEGY);
}

export interface RetailerPageActionInput extends RetailerLinkingLists {
  retailer: Pick<Retailer, 'id' | 'name' | 'offerCount' | 'webRetailer' | 'redemptionStrategies'>;
  signedIn: boolean;
  /** The shopper's link to this retailer; null when there is none (or while signed out). */
  link?: RetailerAccountLink | null;
}

export interface RetailerPageAction {
  /** The link state, for retailers that link an account and a signed-in shopper; else null. */
  linkState: RetailerLinkState | null;
  /** The button to show; null when the retailer has nothing to press (an in-store-only retailer). */
  button: LinkButton | null;
}

/**
 * The retailer page's main button (000 §4 "Retailer link state", §6):
 * - a visitor sees 'Shop at {name}' wherever there is something to shop or link (it opens the logged-out modal);
 * - a signed-in shopper at a retailer that links an account sees the link state's button (linkButton): MFA message,
 *   Shop at {name} (disabled without offers), Shop (only 1144 while pending), Try again, or Link;
 * - a signed-in shopper at any other online retailer sees 'Shop at {name}';
 * - an in-store-only retailer that links nothing has no button.
 */
export function retailerPageAction(input: RetailerPageActionInput): RetailerPageAction {
  const { retailer } = input;
  const links = retailerUsesAccountLinking(retailer.id, input);
  const online = retailerShopsOnline(retailer);
  const shopAt = { action: 'shop' as const, label: RETAILER_LINK_BUTTON_LABEL.shopAt(retailer.name), enabled: true };
  if (!input.signedIn) return { linkState: null, button: links || online ? shopAt : null };
  if (links) {
    const state = retailerLinkState(input.link?.status, retailer.id, input.link?.locked === true);
    const button = linkButton(state, {
      retailerId: retailer.id,
      hasOffers: (retailer.offerCount ?? 0) > 0,
      cancelMode: false,
      retailerName: retailer.name,
    });
    return { linkState: state, button };
  }
  return { linkState: null, button: online ? shopAt : null };
}
