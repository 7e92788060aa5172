import { BRAND_NAME } from '../../../domain/constants/app';

/** The mobile-required page (ours). */
export const MOBILE_REQUIRED_COPY = {
  TITLE: `You'll need the ${BRAND_NAME} app for this`,
  BODY: `This feature needs the ${BRAND_NAME} app on your phone. Download it, sign in with the same account and pick up where you left off.`,
} as const;
