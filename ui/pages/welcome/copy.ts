import { BRAND_NAME } from '../../../domain/constants/app';

/** The welcome page after sign-up (ours). */
export const WELCOME_COPY = {
  TITLE: `Welcome to ${BRAND_NAME}!`,
  BODY: 'Your account is ready. Unlock offers, shop, and earn cash back.',
  CONTINUE: 'Continue',
} as const;
