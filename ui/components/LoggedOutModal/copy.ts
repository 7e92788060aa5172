import { BRAND_NAME } from '../../../domain/constants/app';

/** Copy of the logged-out modal (000 §2, §6): sign up or log in; its buttons read SHELL_LABEL's. Wording ours. */
export const LOGGED_OUT_MODAL = {
  genericTitle: `Sign up to start earning with ${BRAND_NAME}`,
  retailerTitle: (retailerName: string) => `Sign up to shop at ${retailerName}`,
  body: 'Create a free account to unlock offers and earn cash back on what you buy.',
  retailerBody: (retailerName: string) =>
    `Create a free account to unlock ${retailerName} offers and earn cash back when you shop.`,
  HAVE_ACCOUNT: 'Already have an account?',
} as const;
