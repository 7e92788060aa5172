import { BRAND_NAME } from '../../../domain/constants/app';
import { MONEY } from '../../../domain/constants/limits';
import { formatBonusCents } from '../../../domain/formatting/currency';
import { MINIMUM_AGE } from '../../../domain/validation/birthDate';

const BONUS = formatBonusCents(MONEY.REFERRAL_BONUS_CENTS);

/** The referral page (ours, around the documents' $10 / 7-day terms, 001 §1, §9). */
export const REFERRAL_COPY = {
  TITLE: `Give friends ${BRAND_NAME}, earn ${BONUS}`,
  INTRO: `Share your code or link. When a friend signs up with it, you both get closer to cash back.`,
  CODE_LABEL: 'Your referral code',
  LINK_LABEL: 'Your referral link',
  COPY: 'Copy',
  COPIED: 'Copied!',
  copyLabel: (what: string) => `Copy ${what.toLowerCase()}`,
  COPY_FAILED: "We couldn't copy that. Select the text and copy it instead.",
  LOADING: 'Loading your referral code…',
  LOAD_FAILED: "We couldn't load your referral code.",
  RETRY: 'Try again',
  INVITE_TITLE: 'Invite friends by email',
  INVITE_LABEL: 'Email addresses',
  INVITE_HINT: 'Separate addresses with commas or new lines.',
  SEND: 'Send invites',
  SENDING: 'Sending…',
  invited: (emails: readonly string[]) =>
    emails.length === 1 ? `Invite sent to ${emails[0]}.` : `Invites sent to ${emails.length} friends.`,
  NOTHING_SENT: 'Those addresses were already yours, so no invite was sent.',
  TERMS_TITLE: 'How it works',
  TERMS: [
    `Get ${BONUS} when a friend you referred completes a qualifying offer within ${MONEY.REFERRAL_QUALIFYING_DAYS} days of registering.`,
    `Your friend must register with your code or link and be ${MINIMUM_AGE} or over.`,
    'The bonus is credited to your earnings once the qualifying offer is confirmed.',
  ],
} as const;
