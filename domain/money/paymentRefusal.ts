/**
 * The payments service's refusal reasons (`errors[0].extensions.reason`, openapi/graphql/payments.graphql):
 * the sandbox answers them, the app reads them to tell a definite refusal from a failure worth retrying.
 */
export const PAYMENT_REFUSAL = {
  WITHDRAWALS_UNAVAILABLE: 'WITHDRAWALS_UNAVAILABLE',
  ADDING_ACCOUNT_UNAVAILABLE: 'ADDING_ACCOUNT_UNAVAILABLE',
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  BELOW_MINIMUM: 'BELOW_MINIMUM',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  FUNDING_TYPE_TAKEN: 'FUNDING_TYPE_TAKEN',
  PENDING_WITHDRAWAL: 'PENDING_WITHDRAWAL',
  TRANSFER_FAILED: 'TRANSFER_FAILED',
  /** The cashoutAgeThreshold has not passed since the first purchase (or there is none yet). */
  CASHOUT_TOO_SOON: 'CASHOUT_TOO_SOON',
} as const;

export type PaymentRefusal = (typeof PAYMENT_REFUSAL)[keyof typeof PAYMENT_REFUSAL];

