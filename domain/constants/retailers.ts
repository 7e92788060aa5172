/** Retailer ids the specification gives special behaviour (000 §9, 001 §9). */
export const RETAILER_ID = {
  /** Direct-integration link; 'as soon as you receive' pending copy; cleared on unlink with FALLBACK_DEFAULT. */
  DIRECT_INTEGRATION: 1408,
  /** Needs multi-factor authentication to finish linking. */
  MFA: 1144,
  /** Product offers credit 'within 24 hours of receiving'. */
  CREDIT_WITHIN_24_HOURS: 5081,
  /** Shop opens through activate-and-redirect; preferred launch categories. */
  ACTIVATE_AND_REDIRECT_A: 1088,
  ACTIVATE_AND_REDIRECT_B: 1545,
  /** The extension promo header is hidden on this retailer. */
  HIDES_EXTENSION_HEADER: 1058,
  /** Fallback default retailer (also cleared on direct-integration unlink). */
  FALLBACK_DEFAULT: 4,
} as const;
/** Default retailers inserted at DEFAULT_RETAILERS_POSITION of the retailers gallery. */
export const DEFAULT_RETAILER_IDS: readonly number[] = [3443, 5];
/** Retailers cleared when the direct integration is unlinked. */
export const UNLINK_CLEARS_RETAILER_IDS: readonly number[] = [
  RETAILER_ID.DIRECT_INTEGRATION,
  RETAILER_ID.FALLBACK_DEFAULT,
];
