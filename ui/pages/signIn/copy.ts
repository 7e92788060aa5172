import { SIGN_IN_REASON, type SignInReason } from '../../../domain/auth/signInReason';

/** Why a members-only page sent the shopper to log in, in words (ours: the documents give the redirect only). */
export interface SignInReasonCopy {
  readonly title: string;
  readonly why: string;
}

const JOIN = 'New here? Creating an account is free.';

/** Each reason's words (domain/auth/signInReason.ts names the pages); any other page gets DEFAULT_SIGN_IN_REASON. */
export const SIGN_IN_REASONS: Record<SignInReason, SignInReasonCopy> = {
  [SIGN_IN_REASON.BONUSES]: { title: 'Log in to see your bonuses', why: `Bonuses are extra cash back for members. ${JOIN}` },
  [SIGN_IN_REASON.SEARCH]: { title: 'Log in to search', why: `Searching retailers and offers is for members. ${JOIN}` },
  [SIGN_IN_REASON.ACCOUNT]: { title: 'Log in to your account', why: 'Your earnings, settings and linked stores are in your account.' },
  [SIGN_IN_REASON.REFERRAL]: { title: 'Log in to refer a friend', why: `Your referral link is in your account. ${JOIN}` },
};

export const DEFAULT_SIGN_IN_REASON: SignInReasonCopy = { title: 'Log in to continue', why: `That page is for members. ${JOIN}` };

/** The sign-in page shown on the way to the identity provider (ours). */
export const SIGN_IN_COPY = {
  CHECKING: 'Checking whether you’re logged in…',
  STATUS: 'Taking you to the secure log-in page…',
  LOG_IN: 'Log In',
  SIGN_UP: 'Create a free account',
} as const;
