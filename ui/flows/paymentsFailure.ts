import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import { PAYMENT_REFUSAL } from '../../domain/money/paymentRefusal';
import { isNetworkFailure, OFFLINE_ACTION_MESSAGE } from '../../domain/platform/networkFailure';
import { serviceRefusalOf, type ServiceRefusal } from '../../domain/platform/serviceRefusal';
import { isRecord } from '../../domain/values/guards';
import { refusalOutcome, type ActionRefusal } from './formOutcome';

/** GraphQL codes of a refusal the same call cannot turn round (openapi/graphql/payments.graphql). */
const DEFINITE_CODES: readonly string[] = ['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND'];

/**
 * A payments call that did not succeed, as the screens show it: `message` is the service's wording for a refusal,
 * the payments errors of 001 §8 for a failed or empty answer.
 */
export interface PaymentsFailure extends ActionRefusal {
  /** extensions.reason (PAYMENT_REFUSAL), when the service gave one. */
  reason: string | null;
  /** True when the service refused for good (a retry answers the same); false when it may not have answered. */
  definite: boolean;
}

function reasonOf(error: unknown): string | null {
  if (!isRecord(error) || !Array.isArray(error.errors)) return null;
  const first: unknown = error.errors[0];
  const extensions = isRecord(first) && isRecord(first.extensions) ? first.extensions : null;
  return typeof extensions?.reason === 'string' ? extensions.reason : null;
}

/** What a payments port's rejection means to the shopper. */
export function paymentsFailureOf(error: unknown): PaymentsFailure {
  // No answer: says why (the attempt's key is kept, so a retry once online is still the same withdrawal).
  if (isNetworkFailure(error)) return { ok: false, fields: {}, message: OFFLINE_ACTION_MESSAGE, status: null, reason: null, definite: false };
  const reason = reasonOf(error);
  const { code } = serviceRefusalOf(error);
  const definite = (code !== null && DEFINITE_CODES.includes(code)) || reason === PAYMENT_REFUSAL.TRANSFER_FAILED;
  // A definite refusal's wording is the service's; a failure's is the documents', the empty answer's included.
  const keepMessage = ({ message }: ServiceRefusal) => definite || message === ACCOUNT_MESSAGES.PAYMENTS_EMPTY_RESPONSE;
  return { ...refusalOutcome(error, [], ACCOUNT_MESSAGES.PAYMENTS_REQUEST_FAILED, keepMessage), reason, definite };
}
