import { BRAND_NAME } from '../../../domain/constants/app';
import { MONEY } from '../../../domain/constants/limits';
import { MINIMUM_WITHDRAWAL_CENTS } from '../../../domain/validation/withdrawalAmount';
import { RETAILER_LINK_NOTE } from '../../../domain/browsing/retailerLinkCopy';
import { formatBonusCents } from '../../../domain/formatting/currency';
import { PENDING_PERIOD_COPY } from '../../../domain/retailers/pendingPeriod';
import { BANK_DEPOSIT_TIME } from '../../../domain/money/withdrawal';
import { MINIMUM_AGE } from '../../../domain/validation/birthDate';
import { ALCOHOL_AGE } from '../../../domain/customers/age';
import { PERSONAL_DATA_FILE_DAYS } from '../../../domain/privacy/personalDataFile';

const bonus = formatBonusCents;

/** The FAQ (001 §2 "FAQ"): questions ours, answers from the documents' facts (001 §1, §4, §9). */
export const FAQ_COPY = {
  TITLE: 'Frequently asked questions',
  INTRO: `Quick answers about earning and withdrawing cash back with ${BRAND_NAME}.`,
  MORE: "Didn't find your answer?",
  QUESTIONS: [
    {
      question: 'When does my cash back arrive?',
      answer: `Cash back shows as pending first, then is credited after the retailer's pending period. Most product offers credit ${PENDING_PERIOD_COPY.WITHIN_3_DAYS} your purchase; grocery pickup and delivery credit within 3 days after pickup or delivery; direct partners credit within minutes; storewide offers can take up to ${PENDING_PERIOD_COPY.DEFAULT_STOREWIDE}.`,
    },
    {
      question: 'How much do I need before I can withdraw?',
      answer: `You can withdraw once your earnings reach ${bonus(MINIMUM_WITHDRAWAL_CENTS)}.`,
    },
    {
      question: 'How do withdrawals work?',
      answer: `On the web, earnings go to a bank account you link. Bank deposits take ${BANK_DEPOSIT_TIME} and have no fees. PayPal and gift card withdrawals are available in the mobile app only.`,
    },
    {
      question: 'How does the referral programme work?',
      answer: `Share your referral code or link. You earn ${bonus(MONEY.REFERRAL_BONUS_CENTS)} when a friend you referred completes a qualifying offer within ${MONEY.REFERRAL_QUALIFYING_DAYS} days of registering.`,
    },
    {
      question: 'What do new members get?',
      answer: `${bonus(MONEY.NEW_USER_FIRST_PURCHASE_CENTS)} on your first purchase, and an extra ${bonus(MONEY.NEW_USER_EXTRA_CENTS)} when you spend ${bonus(MONEY.NEW_USER_EXTRA_SPEND_CENTS)}. New-member bonuses can take up to 90 days to apply; other bonuses up to 72 hours.`,
    },
    {
      question: 'Why is my retailer account still linking?',
      answer: RETAILER_LINK_NOTE.pending ?? '',
    },
    {
      question: 'Who can join?',
      answer: `You must be ${MINIMUM_AGE} or over and in the United States. Alcohol offers are only for members over ${ALCOHOL_AGE}.`,
    },
    {
      question: 'Can I get a copy of my data?',
      answer: `Yes: signed in, request it from your account's privacy settings. The personal data file stays available for ${PERSONAL_DATA_FILE_DAYS} days.`,
    },
  ],
} as const;
