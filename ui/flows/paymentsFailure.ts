import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import { PAYMENT_REFUSAL } from '../../domain/money/paymentRefusal';
import { isNetworkFailure, OFFLINE_ACTION_MESSAGE } from '../../domain/platform/networkFailure';
import { serviceRefusalOf } from '../../domain/platform/serviceRefusal';
import { isRecord } from '../../domain/values/guards';

/** GraphQL codes of a refusal the same call cannot turn round (openapi/graphql/payments.graphql). */
const DEFINITE_CODES: readonly string[] = ['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND'];

/** A payments call that did not succeed, as the screens show it. */
export interface PaymentsFailure {
  ok: false;
  /** The service's wording for a refusal; the payments errors of 001 §8 for a failed or empty answer. */
  message: string;
  fields: Readonly<Record<string, string>>;
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
  if (isNetworkFailure(error)) return { ok: false, message: OFFLINE_ACTION_MESSAGE, fields: {}, reason: null, definite: false };
  const refusal = serviceRefusalOf(error);
  const reason = reasonOf(error);
  const definite = (refusal.code !== null && DEFINITE_CODES.includes(refusal.code)) || reason === PAYMENT_REFUSAL.TRANSFER_FAILED;
  if (definite) return { ok: false, message: refusal.message ?? ACCOUNT_MESSAGES.PAYMENTS_REQUEST_FAILED, fields: refusal.fields, reason, definite };
  const empty = refusal.message === ACCOUNT_MESSAGES.PAYMENTS_EMPTY_RESPONSE;
  return { ok: false, message: empty ? ACCOUNT_MESSAGES.PAYMENTS_EMPTY_RESPONSE : ACCOUNT_MESSAGES.PAYMENTS_REQUEST_FAILED, fields: {}, reason, definite };
}
