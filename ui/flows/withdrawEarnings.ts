import type { PaymentsGateway } from '../../adapters/payments/PaymentsGateway';
import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';
import type { CashoutTransferResult } from '../../domain/money/cashoutState';
import {
  parseWithdrawalAttempt,
  WITHDRAWAL_ATTEMPT_STORAGE_KEY,
  withdrawalAttemptFor,
  type WithdrawalAttempt,
} from '../../domain/money/withdrawalAttempt';
import { paymentsFailureOf, type PaymentsFailure } from './paymentsFailure';

export interface WithdrawEarningsInput {
  customerId: string;
  fundingSourceId: string;
  amountCents: number;
  /** The device-profiling session id (001 §7). */
  sessionId: string;
}

export interface WithdrawEarningsPorts {
  payments: Pick<PaymentsGateway, 'executeTransferOut'>;
  /** The tab's session storage: the attempt survives a reload of the confirm step. */
  storage: KeyValueStorage;
  newKey: () => string;
}

export type WithdrawEarningsResult = { ok: true; transfer: CashoutTransferResult } | PaymentsFailure;

/** The attempt kept in the tab, if any (the confirm step reads it after a reload). */
export function storedWithdrawalAttempt(storage: KeyValueStorage): WithdrawalAttempt | null {
  return parseWithdrawalAttempt(storage.get(WITHDRAWAL_ATTEMPT_STORAGE_KEY));
}

/**
 * Withdraws earnings once (001 §4 confirm): the attempt's idempotency key is stored before the call and reused
 * by every retry of the same withdrawal, so a shopper is never paid twice; it is dropped once the service has
 * answered for good (paid, or refused), and kept when the answer never came. Never rejects.
 */
export async function withdrawEarnings(input: WithdrawEarningsInput, ports: WithdrawEarningsPorts): Promise<WithdrawEarningsResult> {
  const { sessionId, ...wanted } = input;
  const attempt = withdrawalAttemptFor(storedWithdrawalAttempt(ports.storage), wanted, ports.newKey);
  ports.storage.set(WITHDRAWAL_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
  try {
    const transfer = await ports.payments.executeTransferOut(input.customerId, {
      fundingSourceId: attempt.fundingSourceId,
      amountCents: attempt.amountCents,
      sessionId,
      idempotencyKey: attempt.idempotencyKey,
    });
    ports.storage.remove(WITHDRAWAL_ATTEMPT_STORAGE_KEY);
    return { ok: true, transfer };
  } catch (error) {
    const failure = paymentsFailureOf(error);
    if (failure.definite) ports.storage.remove(WITHDRAWAL_ATTEMPT_STORAGE_KEY);
    return failure;
  }
}
