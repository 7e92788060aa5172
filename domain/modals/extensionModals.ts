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

/** After an unlock at an extension-required retailer, prompt for the extension if it is missing (000 §4). */
export function shouldShowExtensionPostUnlockModal(input: {
  retailerId: number;
  /** The extension-required-retailers flag value. */
  extensionRequiredRetailerIds: readonly number[];
  extensionVersion: string | null | undefined;
}): boolean {
  const required = input.extensionRequiredRetailerIds.includes(input.retailerId);
  return required && !hasKnownExtensionVersion(input.extensionVersion);
}

export interface ExtensionPromoHeaderInput {
  extensionVersion: string | null | undefined;
  isDesktop: boolean;
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
    !hasKnownExtensionVersion(input.extensionVersion) &&
    input.isDesktop &&
    typeof input.routeName === 'string' &&
    EXTENSION_PROMO_ROUTE_NAMES.includes(input.routeName) &&
    !input.dismissed &&
    input.retailerId !== RETAILER_ID.HIDES_EXTENSION_HEADER
  );
}
