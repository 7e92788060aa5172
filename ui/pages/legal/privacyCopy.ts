import { BRAND_NAME } from '../../../domain/constants/app';
import { SUPPORT_CONTACT } from '../../app/copy';
import type { LegalText } from './LegalDocument';
import { MINIMUM_AGE } from '../../../domain/validation/birthDate';
import { PERSONAL_DATA_FILE_DAYS } from '../../../domain/privacy/personalDataFile';

/**
 * /docs/privacy. Ours: the documents name the page only. A plausible, concise privacy policy around the
 * product's documented privacy controls (limit ad tracking, do not sell or share, limit use, Global Privacy
 * Control, the personal data file); not legal advice.
 */
export const PRIVACY_TEXT: LegalText = {
  title: `${BRAND_NAME} Privacy Policy`,
  effective: 'Effective January 1, 2026',
  intro: `This policy explains what ${BRAND_NAME} collects about you, why, and the choices you have.`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account details you give us: name, email address, birth date, zip code and phone number.',
        'Shopping activity: the offers you unlock, purchases retailers report to us, and the retailer accounts you link.',
        'Device and usage information, such as the pages you visit and your browser type.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To run your account, match purchases to offers, pay your cash back, keep accounts secure, and improve the service. With your permission, to show you offers that fit your interests.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We share what is needed with retailers and brands to confirm purchases, with our banking partner to pay withdrawals, and with service providers who work for us. We do not sell or share your personal information if you ask us not to.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'In your account’s privacy settings you can limit ad tracking, opt out of the sale or sharing of your personal information, and limit the use of sensitive personal information. If your browser sends a Global Privacy Control signal, we apply all three.',
      ],
    },
    {
      heading: 'Your data',
      paragraphs: [
        `Signed in, you can request a copy of your personal data. The file is available to download for ${PERSONAL_DATA_FILE_DAYS} days. You may also ask us to delete your account and data.`,
      ],
    },
    {
      heading: 'Children',
      paragraphs: [`${BRAND_NAME} is for adults. We do not knowingly collect information from anyone under ${MINIMUM_AGE}.`],
    },
    {
      heading: 'Contact',
      paragraphs: [`Privacy questions and requests: ${SUPPORT_CONTACT.EMAIL}.`],
    },
  ],
};
