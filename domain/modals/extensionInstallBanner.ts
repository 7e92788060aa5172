import { extensionPromotionAllowed } from './extensionModals';

export interface ExtensionInstallBannerInput {
  /** Extension detection has answered (a version, or none). */
  detected: boolean;
  extensionVersion: string | null | undefined;
  /** The retailer page the banner would sit on. */
  retailerId: number | null;
  /** The dismissal cookie (COOKIE.EXTENSION_INSTALL_BANNER_DISMISSED) is set. */
  dismissed: boolean;
}

/**
 * The extension install banner (000 §1 names it; where and when it shows is ours): an in-page card on retailer
 * pages, for visitors and shoppers alike, once detection found no extension version, on desktop widths, not
 * dismissed. Retailer 1058 hides the extension's promotion (000 §9), so it hides this banner as well as the header.
 */
export function shouldShowExtensionInstallBanner(input: ExtensionInstallBannerInput): boolean {
  return input.detected && extensionPromotionAllowed(input);
}
