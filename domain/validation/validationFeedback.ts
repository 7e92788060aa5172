import { ACCOUNT_MESSAGES } from '../constants/account';
import { HTTP_STATUS } from '../constants/http';
import * as MESSAGES from '../constants/messages';

/** The field message of a check that failed for another reason (001 §8). */
export const UNEXPECTED_PROBLEM = 'We had an unexpected problem. Try again later?';

/** Inline feedback states of the registration zip and referral-code fields (001 §2). EMPTY means "not checked". */
export const VALIDATION_FEEDBACK = {
  EMPTY: 'EMPTY',
  SUCCESS: 'SUCCESS',
  ERROR: 'ERROR',
  /** Forbidden (HTTP 403): the inline text is hidden and a toast is shown instead. */
  ERROR_HIDDEN: 'ERROR_HIDDEN',
} as const;

export type ValidationFeedbackState = (typeof VALIDATION_FEEDBACK)[keyof typeof VALIDATION_FEEDBACK];

/** Fields the server checks through POST /v1/validations.json (query names and answer keys, 001 §7). */
export const SERVER_VALIDATED_FIELDS = ['zip_code', 'referral_code'] as const;

export type ServerValidatedField = (typeof SERVER_VALIDATED_FIELDS)[number];

/** One field's answer from POST /v1/validations.json: its outcome, or the call's error (001 §7). */
export type ValidationAnswer =
  | boolean
  | { outcome: boolean }
  | { error: boolean; http_status?: number }
  | null
  | undefined;

/** The whole /v1/validations.json answer. */
export type ValidationsResponse =
  | Partial<Record<ServerValidatedField, { outcome: boolean }>>
  | { error: boolean; http_status?: number };

export interface ValidationFeedback {
  state: ValidationFeedbackState;
  /** Inline text under the field. */
  message?: string;
  /** Error toast text (forbidden only). */
  toast?: string;
}

const NOT_FOUND_MESSAGE: Record<ServerValidatedField, string> = {
  zip_code: ACCOUNT_MESSAGES.ZIP_UNRECOGNISED,
  referral_code: ACCOUNT_MESSAGES.REFERRAL_CODE_NOT_FOUND,
};

/** Picks one field's answer out of the whole response; an error answer applies to every field. */
export function fieldValidationAnswer(response: ValidationsResponse, field: ServerValidatedField): ValidationAnswer {
  if ('error' in response && response.error) return response;
  return (response as Partial<Record<ServerValidatedField, { outcome: boolean }>>)[field];
}

/**
 * Feedback for one server-checked field (001 §2, §8): no answer → EMPTY; outcome true → SUCCESS;
 * outcome false → ERROR with the field's not-found text; 403 → ERROR_HIDDEN with the forbidden toast;
 * any other failure → ERROR with the unexpected-problem text.
 */
export function validationFeedback(answer: ValidationAnswer, field: ServerValidatedField): ValidationFeedback {
  if (answer === null || answer === undefined) return { state: VALIDATION_FEEDBACK.EMPTY };
  if (typeof answer === 'object' && 'error' in answer) {
    if (!answer.error) return { state: VALIDATION_FEEDBACK.EMPTY };
    if (answer.http_status === HTTP_STATUS.FORBIDDEN) {
      return { state: VALIDATION_FEEDBACK.ERROR_HIDDEN, toast: MESSAGES.FORBIDDEN };
    }
    return { state: VALIDATION_FEEDBACK.ERROR, message: UNEXPECTED_PROBLEM };
  }
  const outcome = typeof answer === 'boolean' ? answer : answer.outcome;
  return outcome
    ? { state: VALIDATION_FEEDBACK.SUCCESS }
    : { state: VALIDATION_FEEDBACK.ERROR, message: NOT_FOUND_MESSAGE[field] };
}

/** ERROR and ERROR_HIDDEN both block submission. */
export function isFeedbackError(state: ValidationFeedbackState): boolean {
  return state === VALIDATION_FEEDBACK.ERROR || state === VALIDATION_FEEDBACK.ERROR_HIDDEN;
}
