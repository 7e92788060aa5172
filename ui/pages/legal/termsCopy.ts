import { BRAND_NAME } from '../../../domain/constants/app';
import { MONEY } from '../../../domain/constants/limits';
import { MINIMUM_WITHDRAWAL_CENTS } from '../../../domain/validation/withdrawalAmount';
import { formatBonusCents } from '../../../domain/formatting/currency';
import { SUPPORT_CONTACT } from '../../app/copy';
import type { LegalText } from './LegalDocument';
import { MINIMUM_AGE } from '../../../domain/validation/birthDate';
import { ALCOHOL_AGE } from '../../../domain/customers/age';

/**
 * /docs/terms. Ours: the documents name the page only. A plausible, concise terms of service built on the
 * product's documented rules (age 18, $20 minimum withdrawal, referral terms); not legal advice.
 */
export const TERMS_TEXT: LegalText = {
  title: `${BRAND_NAME} Terms of Service`,
  effective: 'Effective January 1, 2026',
  intro: `These terms govern your use of ${BRAND_NAME}'s website, apps and browser extension. By creating an account or using ${BRAND_NAME}, you agree to them.`,
  sections: [
    {
      heading: 'Who can use Clipback',
      paragraphs: [
        `You must be at least ${MINIMUM_AGE} years old and live in the United States to create an account. Offers for alcohol are only available to members aged ${ALCOHOL_AGE} and over.`,
        'You may hold one account. Accounts are personal and may not be sold or transferred.',
      ],
    },
    {
      heading: 'Earning cash back',
      paragraphs: [
        'You earn cash back when you unlock an offer and then complete a qualifying purchase that the retailer reports to us. Cash back first shows as pending and is credited after the retailer’s pending period.',
        'A purchase that is cancelled or returned is not eligible, and cash back already credited for it may be reversed.',
      ],
    },
    {
      heading: 'Withdrawing your earnings',
      paragraphs: [
        `You can withdraw your earnings once they reach ${formatBonusCents(MINIMUM_WITHDRAWAL_CENTS)}. Withdrawals go to a bank account you link through our banking partner; some withdrawal methods are available in the mobile app only.`,
        'We may pause withdrawals to protect an account, for example while we verify its security checkup.',
      ],
    },
    {
      heading: 'Referrals',
      paragraphs: [
        `When a friend registers with your referral code or link and completes a qualifying offer within ${MONEY.REFERRAL_QUALIFYING_DAYS} days, you earn ${formatBonusCents(MONEY.REFERRAL_BONUS_CENTS)}. Referring yourself, or friends who create accounts only to collect the bonus, is not allowed.`,
      ],
    },
    {
      heading: 'Fair use',
      paragraphs: [
        'Do not use automated tools, false receipts or multiple accounts, and do not interfere with the service. We may suspend accounts and withhold earnings obtained in breach of these terms.',
      ],
    },
    {
      heading: 'Changes and ending your account',
      paragraphs: [
        'We may change these terms or the service. We will tell you about material changes before they take effect. You may close your account at any time; earnings above the withdrawal minimum remain yours to withdraw.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms: ${SUPPORT_CONTACT.EMAIL}.`],
    },
  ],
};
