import * as MESSAGES from '../constants/messages';

/** Linking's failure copy (001 §8 "Linking"). */
export const LINK_ERROR_MESSAGES = {
  /** Shown for a 'Duplicate Account Found' refusal (errorType duplicate). */
  DUPLICATE: 'Unlink your other account or create a new retailer account',
  UNLINK_FAILED: "Hm, we couldn't unlink your account. Try again?",
} as const;

/** 001 §8: a 'Duplicate Account Found' message is the duplicate error type; anything else is generic. */
export type LinkErrorType = 'duplicate' | 'generic';

export function linkErrorType(message: string | null | undefined): LinkErrorType {
  return message === MESSAGES.DUPLICATE_ACCOUNT ? 'duplicate' : 'generic';
}

/** What the shopper reads when a link is refused: the duplicate message, else the generic one. */
export function linkErrorMessage(type: LinkErrorType): string {
  return type === 'duplicate' ? LINK_ERROR_MESSAGES.DUPLICATE : MESSAGES.TRY_AGAIN;
}

/**
 * 001 §8 gives unlink two messages without saying when each shows. Ours: the service answered and refused →
 * "Hm, we couldn't unlink your account. Try again?"; it never answered (network, time-out) → the generic one.
 */
export function unlinkErrorMessage(serviceAnswered: boolean): string {
  return serviceAnswered ? LINK_ERROR_MESSAGES.UNLINK_FAILED : MESSAGES.TRY_AGAIN;
}
