import { isFeedbackError, type ValidationFeedbackState } from './validationFeedback';

/** Tracked reasons for a blocked registration submit (001 §4), quoted. */
export const REGISTRATION_BLOCK_REASON = {
  INVALID_REFERRAL_CODE: 'Invalid referral code',
  INVALID_ZIP_CODE: 'Invalid zip code',
  UNKNOWN_ERROR: 'Unknown error',
} as const;

/**
 * How a blocked submit is tracked (ours: the documents name the reasons, not the event): an 'InteractionPerformed'
 * event naming the interaction, with the reason.
 */
export const REGISTRATION_BLOCKED_TRACKING = {
  EVENT: 'InteractionPerformed',
  INTERACTION: 'registration blocked',
  PROPERTY: { INTERACTION: 'interaction', REASON: 'reason' },
} as const;

export type RegistrationBlockReason = (typeof REGISTRATION_BLOCK_REASON)[keyof typeof REGISTRATION_BLOCK_REASON];

export interface RegistrationSubmitInput {
  formValid: boolean;
  /** States after the zip and referral code were re-checked on submit. */
  zipFeedback: ValidationFeedbackState;
  referralFeedback: ValidationFeedbackState;
}

export type RegistrationSubmitDecision =
  | { allowed: true }
  | { allowed: false; reason: RegistrationBlockReason };

/**
 * Submission is blocked when the form is invalid or either re-check is in error (001 §4).
 * The tracked reason follows the documents' order: referral code, then zip, else unknown.
 */
export function registrationSubmitDecision(input: RegistrationSubmitInput): RegistrationSubmitDecision {
  if (isFeedbackError(input.referralFeedback)) {
    return { allowed: false, reason: REGISTRATION_BLOCK_REASON.INVALID_REFERRAL_CODE };
  }
  if (isFeedbackError(input.zipFeedback)) return { allowed: false, reason: REGISTRATION_BLOCK_REASON.INVALID_ZIP_CODE };
  if (!input.formValid) return { allowed: false, reason: REGISTRATION_BLOCK_REASON.UNKNOWN_ERROR };
  return { allowed: true };
}
