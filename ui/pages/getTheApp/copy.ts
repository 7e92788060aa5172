import { BRAND_NAME } from '../../../domain/constants/app';

/** The get-the-app page (ours). */
export const GET_THE_APP_COPY = {
  TITLE: `Get the ${BRAND_NAME} app`,
  BODY: 'Unlock offers, scan receipts and cash out wherever you shop.',
} as const;
