import { BRAND_NAME } from '../../../domain/constants/app';

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
