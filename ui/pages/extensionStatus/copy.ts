import { BRAND_NAME } from '../../../domain/constants/app';

/** The browser extension's landing pages (ours: 001 §2 names them; ineligible's message is not shown, 001 §8). */
export const EXTENSION_STATUS_COPY = {
  INSTALLED_TITLE: `The ${BRAND_NAME} extension is installed`,
  INSTALLED_BODY: 'You’re all set. Shop at a partner retailer and the extension reminds you to activate cash back.',
  installedVersion: (version: string) => `Version ${version} is running in this browser.`,
  START_SHOPPING: 'Browse retailers',
  INELIGIBLE_TITLE: 'The extension isn’t available for your account',
  INELIGIBLE_BODY: `Your account can’t use the ${BRAND_NAME} browser extension right now. You can still earn cash back on the website and in the app. Contact customer care if you think this is a mistake.`,
  RESTART_TITLE: 'Restart your browser to finish',
  RESTART_BODY: 'The extension was updated. Close every browser window and open your browser again, then come back here.',
  RESTART_STEPS: ['Save anything you’re working on.', 'Quit your browser completely.', `Open it again and visit ${BRAND_NAME}.`],
  CHECK_AGAIN: 'I’ve restarted',
} as const;
