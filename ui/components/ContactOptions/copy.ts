import { SUPPORT_CONTACT } from '../../app/copy';

/** Ways to reach customer care (ours). */
export const CONTACT_OPTIONS_COPY = {
  TITLE: 'Contact us',
  FORM: 'Send us a message',
  email: () => `Email ${SUPPORT_CONTACT.EMAIL}`,
} as const;
