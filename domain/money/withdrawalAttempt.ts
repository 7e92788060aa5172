/**
 * One withdrawal attempt keeps one idempotency key (openapi/graphql/payments.graphql): a retry, a double click
 * or a reload of the confirm step sends the same key, so the service pays once. The attempt is kept in the
 * tab's session storage under this key until the service answers it for good.
 */
export const WITHDRAWAL_ATTEMPT_STORAGE_KEY = 'cb_withdrawal_attempt';

export interface WithdrawalAttempt {
  customerId: string;
  fundingSourceId: string;
  amountCents: number;
  idempotencyKey: string;
}

export function parseWithdrawalAttempt(text: string | null): WithdrawalAttempt | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<WithdrawalAttempt> | null;
    if (
      typeof value?.customerId === 'string' &&
      typeof value.fundingSourceId === 'string' &&
      Number.isSafeInteger(value.amountCents) &&
      typeof value.idempotencyKey === 'string' &&
      value.idempotencyKey !== ''
    ) {
      return value as WithdrawalAttempt;
    }
  } catch {
    // Not ours or damaged: a fresh attempt.
  }
  return null;
}

/**
 * The attempt to send: the stored one when it is this very withdrawal (same customer, account and amount),
 * else a new one with a fresh key. A changed amount or account is another withdrawal, so it never reuses a key.
 */
export function withdrawalAttemptFor(
  stored: WithdrawalAttempt | null,
  wanted: Omit<WithdrawalAttempt, 'idempotencyKey'>,
  newKey: () => string,
): WithdrawalAttempt {
  const same =
    stored !== null &&
    stored.customerId === wanted.customerId &&
    stored.fundingSourceId === wanted.fundingSourceId &&
    stored.amountCents === wanted.amountCents;
  return same ? stored : { ...wanted, idempotencyKey: newKey() };
}
