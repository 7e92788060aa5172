import { BRAND_NAME } from '../../../domain/constants/app';

/** The get-the-app page (ours). */
export const GET_THE_APP_COPY = {
  TITLE: `Get the ${BRAND_NAME} app`,
  BODY: 'Unlock offers, scan receipts and cash out wherever you shop.',
  SMS_TITLE: 'Text me a download link',
  PHONE_LABEL: 'Mobile phone number',
  PHONE_HINT: 'US numbers only. Message and data rates may apply.',
  PHONE_PLACEHOLDER: '(555) 555-5555',
  SEND: 'Text me the link',
  SENDING: 'Sending…',
  sent: (phone: string) => `We texted the download link to ${phone}.`,
  STORES_TITLE: 'Or download it from your app store',
} as const;
