/** Copy of the modals (000 §2 "Modals"), which load with the first one opened. */
import { BRAND_NAME } from './app';
import { SHELL_LABEL } from './shell';

/** Copy of the logged-out modal (000 §2, §6): sign up or log in. Wording ours. */
export const LOGGED_OUT_MODAL = {
  genericTitle: `Sign up to start earning with ${BRAND_NAME}`,
  retailerTitle: (retailerName: string) => `Sign up to shop at ${retailerName}`,
  body: 'Create a free account to unlock offers and earn cash back on what you buy.',
  retailerBody: (retailerName: string) =>
    `Create a free account to unlock ${retailerName} offers and earn cash back when you shop.`,
  SIGN_UP: SHELL_LABEL.MOBILE_SIGN_UP,
  LOG_IN: SHELL_LABEL.MOBILE_LOG_IN,
  HAVE_ACCOUNT: 'Already have an account?',
} as const;

/**
 * Dialog titles of the modals the ModalHost shows (000 §2 "Modals"); the offer modals' bodies render only
 * their content. Wording ours.
 */
export const MODAL_TITLE = {
  sweepstakes: 'Enter the sweepstakes',
  accountNotLinked: (retailerName: string) => `Link your ${retailerName} account`,
  extensionPostUnlock: `Get the ${BRAND_NAME} extension`,
  postOfferUnlock: 'Offer unlocked',
} as const;
