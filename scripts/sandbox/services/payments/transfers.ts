// Withdrawals (executeTransferOut) and their later life: pending → completed (settled) or failed (refunded).
//
// Money rules: one db.transaction per withdrawal with the customer row locked (SELECT … FOR UPDATE), so
// concurrent withdrawals of one customer run one after the other; the balance is debited and the transfer
// inserted together; an idempotency key answers its outcome again (the first result, or the failure once the
// bank failed it) and moves no money.
import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { FUNDING_SOURCE_ACTIVE_STATUS } from '../../../../domain/money/fundingSource';
import { DAY_MS } from '../../../../domain/constants/timing';
import type { CashoutTransferResult } from '../../../../domain/money/cashoutState';
import type { PendingWithdrawal } from '../../../../domain/money/fundingSource';
import { hasCashoutAgeThresholdPassed, withdrawalBlockReason } from '../../../../domain/money/withdrawal';
import { WITHDRAWAL_AMOUNT_MESSAGES, WithdrawalAmount } from '../../../../domain/validation/withdrawalAmount';
import type { ResolverMap } from '../../api/graphqlService';
import { isUniqueViolation, transferRequestHash, type SandboxDatabase, type SqlExecutor } from '../../db';
import { cashoutAgeThresholdDays } from '../account/customers';
import type { SandboxDeps } from '../SandboxDeps';
import { badUserInput, checkText, forbidden, invalidArguments, notFound, PAYMENT_REFUSAL, transferFailed } from './errors';

/**
 * A pending transfer settles (status completed) this long after it was made: the bank deposit takes
 * 1–3 business days (001 §9). Settlement is applied when the payments service next looks at the
 * customer's transfers (deactivateFundingSource), or at once through POST /sandbox/plaid/transfer/simulate.
 */
export const SETTLEMENT_DELAY_MS = 3 * DAY_MS;

const IDEMPOTENCY_KEY_CONSTRAINT = 'transfers_customer_idempotency_key';
/** Printable ASCII (what an HTTP header can carry), 1–255 characters. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

interface ExecuteTransferOutArgs {
  customerId: string;
  fundingSourceId: string;
  amount: number;
  sessionId: string;
  idempotencyKey: string;
}

interface TransferRow {
  id: string;
  created_at: Date;
  request_hash: string;
  status: string;
}

function toTransferResult(row: Pick<TransferRow, 'id' | 'created_at'>): CashoutTransferResult {
  return { transferId: row.id, createdAt: row.created_at.toISOString() };
}

/** The key of this attempt: the argument, which the Idempotency-Key header must repeat when it is sent. */
function idempotencyKeyOf(argument: string, header: string | undefined): string {
  if (!IDEMPOTENCY_KEY_PATTERN.test(argument) || argument.trim() === '') {
    throw invalidArguments({ idempotencyKey: ACCOUNT_MESSAGES.FIELD_INVALID });
  }
  if (header !== undefined && header !== argument) {
    throw badUserInput(ACCOUNT_MESSAGES.WITHDRAWAL_CANNOT_PROCESS, { idempotencyKey: ACCOUNT_MESSAGES.FIELD_INVALID });
  }
  return argument;
}

/** Marks the customer's pending transfers older than the settlement delay completed. */
export async function settleDueTransfers(tx: SqlExecutor, customerId: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE transfers SET status = 'completed', completed_at = created_at + $3::interval
      WHERE customer_id = $1 AND status = 'pending' AND created_at <= $2`,
    [customerId, new Date(now.getTime() - SETTLEMENT_DELAY_MS), `${SETTLEMENT_DELAY_MS} milliseconds`],
  );
}

/** The customer's withdrawals still in flight to that funding source. */
export async function pendingTransfersTo(tx: SqlExecutor, customerId: string, fundingSourceId: string): Promise<PendingWithdrawal[]> {
  return tx.query<PendingWithdrawal>(
    `SELECT funding_source_id AS "fundingSourceId" FROM transfers
      WHERE customer_id = $1 AND funding_source_id = $2 AND status = 'pending'`,
    [customerId, fundingSourceId],
  );
}

export type TransferEvent = 'settled' | 'failed';
/** A transfer the bank failed: its amount went back to the balance. */
const FAILED_TRANSFER_STATUS = 'failed';

export type TransferEventOutcome =
  | { outcome: 'applied'; transferId: string; status: 'completed' | 'failed'; amountCents: number; balanceCents: number }
  | { outcome: 'notFound' }
  | { outcome: 'notPending'; transferId: string; status: string };

/**
 * Moves a pending transfer on (the sandbox's bank): 'settled' completes it; 'failed' marks it failed and
 * gives the amount back to the balance in the same transaction. Only a pending transfer moves, so an event
 * repeated (or raced) cannot refund twice.
 */
export async function applyTransferEvent(db: SandboxDatabase, transferId: string, event: TransferEvent, now: Date): Promise<TransferEventOutcome> {
  const owner = await db.one<{ customer_id: string }>('SELECT customer_id FROM transfers WHERE id = $1', [transferId]);
  if (!owner) return { outcome: 'notFound' };
  return db.transaction(async (tx) => {
    // Same lock order as executeTransferOut: the customer, then their transfer.
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [owner.customer_id]);
    const transfer = await tx.one<{ status: string; amount_cents: number }>(
      'SELECT status, amount_cents FROM transfers WHERE id = $1 FOR UPDATE',
      [transferId],
    );
    if (!transfer) return { outcome: 'notFound' } as const;
    if (transfer.status !== 'pending') return { outcome: 'notPending', transferId, status: transfer.status } as const;
    const status = event === 'settled' ? 'completed' : FAILED_TRANSFER_STATUS;
    await tx.query('UPDATE transfers SET status = $2, completed_at = $3 WHERE id = $1', [
      transferId,
      status,
      status === 'completed' ? now : null,
    ]);
    const customer =
      status === 'failed'
        ? await tx.one<{ balance_cents: number }>(
            'UPDATE customers SET balance_cents = balance_cents + $2, updated_at = $3 WHERE id = $1 RETURNING balance_cents',
            [owner.customer_id, transfer.amount_cents, now],
          )
        : await tx.one<{ balance_cents: number }>('SELECT balance_cents FROM customers WHERE id = $1', [owner.customer_id]);
    return {
      outcome: 'applied',
      transferId,
      status,
      amountCents: transfer.amount_cents,
      balanceCents: customer?.balance_cents ?? 0,
    } as const;
  });
}

export function transferResolvers({ db, now }: SandboxDeps): ResolverMap {
  /** One attempt in one transaction: replay, or refuse, or debit and record. */
  function attempt(args: ExecuteTransferOutArgs, customerId: string, key: string, at: Date, thresholdDays: number): Promise<CashoutTransferResult> {
    const requestHash = transferRequestHash({ fundingSourceId: args.fundingSourceId, amount: args.amount });
    return db.transaction(async (tx) => {
      const customer = await tx.one<{ balance_cents: number; withdrawals_disabled: boolean; first_transaction_at: Date | null }>(
        'SELECT balance_cents, withdrawals_disabled, first_transaction_at FROM customers WHERE id = $1 FOR UPDATE',
        [customerId],
      );
      if (!customer) throw notFound(ACCOUNT_MESSAGES.WITHDRAWAL_CANNOT_PROCESS, { customerId: ACCOUNT_MESSAGES.FIELD_INVALID });

      // A replay answers the withdrawal's outcome: the first result, whatever happened since (balance spent,
      // account removed…), unless the bank failed it (refunded): then the failure, never a success.
      const previous = await tx.one<TransferRow>(
        'SELECT id, created_at, request_hash, status FROM transfers WHERE customer_id = $1 AND idempotency_key = $2',
        [customerId, key],
      );
      if (previous) {
        if (previous.request_hash === requestHash) {
          if (previous.status === FAILED_TRANSFER_STATUS) throw transferFailed();
          return toTransferResult(previous);
        }
        throw badUserInput(
          ACCOUNT_MESSAGES.WITHDRAWAL_CANNOT_PROCESS,
          { idempotencyKey: ACCOUNT_MESSAGES.FIELD_INVALID },
          PAYMENT_REFUSAL.IDEMPOTENCY_KEY_REUSED,
        );
      }

      // The balance is checked with the amount below; here the account itself and the cashoutAgeThreshold flag (001 §9).
      const block = withdrawalBlockReason({
        balanceCents: customer.balance_cents,
        withdrawalsDisabled: customer.withdrawals_disabled,
        cashoutAgeThresholdPassed: hasCashoutAgeThresholdPassed(customer.first_transaction_at, at, thresholdDays),
        cashoutAgeThresholdDays: thresholdDays,
      });
      if (block?.reason === 'withdrawalsDisabled') throw forbidden(block.message, PAYMENT_REFUSAL.WITHDRAWALS_UNAVAILABLE);
      if (block?.reason === 'tooSoon') throw forbidden(block.message, PAYMENT_REFUSAL.CASHOUT_TOO_SOON);

      const source = await tx.one<{ id: string }>(
        'SELECT id FROM funding_sources WHERE id = $1 AND customer_id = $2 AND status = $3',
        [args.fundingSourceId, customerId, FUNDING_SOURCE_ACTIVE_STATUS],
      );
      if (!source) throw notFound(ACCOUNT_MESSAGES.WITHDRAWAL_CANNOT_PROCESS, { fundingSourceId: ACCOUNT_MESSAGES.FIELD_INVALID });

      const amount = WithdrawalAmount.check(args.amount, { balanceCents: customer.balance_cents });
      if (!amount.ok) {
        if (amount.problem === 'invalid') throw invalidArguments({ amount: amount.message });
        const reason = amount.problem === 'belowMinimum' ? PAYMENT_REFUSAL.BELOW_MINIMUM : PAYMENT_REFUSAL.INSUFFICIENT_BALANCE;
        throw badUserInput(amount.message, { amount: amount.message }, reason);
      }

      const debited = await tx.one<{ balance_cents: number }>(
        `UPDATE customers SET balance_cents = balance_cents - $2, updated_at = $3
          WHERE id = $1 AND balance_cents >= $2 RETURNING balance_cents`,
        [customerId, amount.value.cents, at],
      );
      if (!debited) {
        throw badUserInput(WITHDRAWAL_AMOUNT_MESSAGES.ABOVE_BALANCE, { amount: WITHDRAWAL_AMOUNT_MESSAGES.ABOVE_BALANCE }, PAYMENT_REFUSAL.INSUFFICIENT_BALANCE);
      }
      const inserted = await tx.one<TransferRow>(
        `INSERT INTO transfers (id, customer_id, funding_source_id, amount_cents, status, idempotency_key, request_hash, session_id, created_at)
         VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8)
         RETURNING id, created_at, request_hash, status`,
        [`tr-${randomUUID()}`, customerId, source.id, amount.value.cents, key, requestHash, args.sessionId, at],
      );
      if (!inserted) throw new Error('transfers insert returned no row');
      return toTransferResult(inserted);
    });
  }

  return {
    Mutation: {
      async executeTransferOut(_parent, args: ExecuteTransferOutArgs, context) {
        const { customerId } = context.requireCustomer(args.customerId);
        const key = idempotencyKeyOf(args.idempotencyKey, context.idempotencyKey);
        const fields: Record<string, string> = {};
        checkText(fields, 'fundingSourceId', args.fundingSourceId);
        if (typeof args.sessionId !== 'string' || args.sessionId.length > 255) fields.sessionId = ACCOUNT_MESSAGES.FIELD_INVALID;
        if (Object.keys(fields).length) throw invalidArguments(fields);
        const at = now();
        // Read before the transaction: the flag store reads outside it (PGlite runs one transaction at a time).
        const thresholdDays = await cashoutAgeThresholdDays(db);
        try {
          return await attempt(args, customerId, key, at, thresholdDays);
        } catch (error) {
          // Two first attempts with one key racing on separate connections: the loser replays the winner.
          if (isUniqueViolation(error, IDEMPOTENCY_KEY_CONSTRAINT)) return attempt(args, customerId, key, at, thresholdDays);
          throw error;
        }
      },
    },
  };
}
