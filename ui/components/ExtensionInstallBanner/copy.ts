import { BRAND_NAME } from '../../../domain/constants/app';

/** Copy of the extension install banner (000 §1 names the banner; its wording is ours). */
export const EXTENSION_INSTALL_BANNER = {
  LABEL: `Install the ${BRAND_NAME} extension`,
  TEXT: `Add the ${BRAND_NAME} extension: it reminds you to activate cash back at checkout`,
  INSTALL: 'Install',
  DISMISS: 'Dismiss the extension install banner',
} as const;
