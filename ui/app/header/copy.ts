import { BRAND_NAME } from '../../../domain/constants/app';

/** The extension promo header (000 §2): copy ours. */
export const EXTENSION_PROMO = {
  TEXT: `Earn cash back automatically while you shop online with the ${BRAND_NAME} browser extension.`,
  LINK: 'Get the extension',
  DISMISS: 'Dismiss the extension promotion',
} as const;
