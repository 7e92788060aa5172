import { RETAILER_ID } from '../constants/retailers';
import { ROUTE_NAME } from '../constants/navigation';

/** "Home or retailer pages" where the extension promo header may show (000 §2); the list is ours. */
export const EXTENSION_PROMO_ROUTE_NAMES: readonly string[] = [
  ROUTE_NAME.HOME,
  ROUTE_NAME.RETAILERS,
  ROUTE_NAME.RETAILER,
  ROUTE_NAME.RETAILER_LINK,
  ROUTE_NAME.RETAILER_GROUP,
];

/** An extension version is "known" when it is a non-blank string. */
export function hasKnownExtensionVersion(extensionVersion: string | null | undefined): boolean {
  return typeof extensionVersion === 'string' && extensionVersion.trim() !== '';
}

/** What both extension promotions (the promo header and the install banner) ask of the shopper's situation. */
interface ExtensionPromotionInput {
  extensionVersion: string | null | undefined;
  /** The retailer of the current page, if any. */
  retailerId?: number | null;
  /** The promotion's dismissal cookie is set. */
  dismissed: boolean;
}

/**
 * The extension may be promoted: none known, not dismissed, and never at 1058 (000 §2, §9). Desktop widths only
 * (phones have no extension to install) is the views' CSS: the markup does not depend on the width (the promo
 * header's chunk is only fetched on a wide screen, ExtensionPromoHeader).
 */
export function extensionPromotionAllowed(input: ExtensionPromotionInput): boolean {
  return (
    !hasKnownExtensionVersion(input.extensionVersion) &&
    !input.dismissed &&
    input.retailerId !== RETAILER_ID.HIDES_EXTENSION_HEADER
  );
}

export interface ExtensionPromoHeaderInput {
  extensionVersion: string | null | undefined;
  routeName: string | null | undefined;
  /** The retailer of the current page, if any. */
  retailerId?: number | null;
  /** The dismissal cookie (COOKIE.EXTENSION_HEADER_DISMISSED) is set. */
  dismissed: boolean;
}

/**
 * The dismissible extension promo header (000 §2): only without a known extension version, on
 * desktop, on home or retailer pages (EXTENSION_PROMO_ROUTE_NAMES), not dismissed, never at 1058.
 */
export function shouldShowExtensionPromoHeader(input: ExtensionPromoHeaderInput): boolean {
  return (
    extensionPromotionAllowed(input) &&
    typeof input.routeName === 'string' &&
    EXTENSION_PROMO_ROUTE_NAMES.includes(input.routeName)
  );
}
