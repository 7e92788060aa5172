import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import * as MESSAGES from '../../domain/constants/messages';
import type { CashoutTransferResult, LinkTokenData } from '../../domain/money/cashoutState';
import {
  FUNDING_SOURCE_ACTIVE_STATUS,
  FUNDING_SOURCE_INACTIVE_STATUS,
  fundingSourceAddBlockReason,
  fundingSourceRemoveBlockReason,
  type FundingSource,
} from '../../domain/money/fundingSource';
import { PAYMENT_REFUSAL, type PaymentRefusal } from '../../domain/money/paymentRefusal';
import { withdrawalBlockReason } from '../../domain/money/withdrawal';
import { WithdrawalAmount } from '../../domain/validation/withdrawalAmount';
import { GraphqlError } from '../../sdk/src/errors';
import { notSignedIn } from '../twinRefusals';
import type { NewBankAccount, PaymentsGateway, TransferOut } from './PaymentsGateway';

const TWIN = 'payments twin';

/** A GraphQL refusal as the payments service answers it: code, reason and fields in the first error. */
function refusal(operation: string, code: string, message: string, { reason, fields }: { reason?: PaymentRefusal; fields?: Record<string, string> } = {}): GraphqlError {
  const extensions = { code, ...(reason ? { reason } : {}), ...(fields ? { fields } : {}) };
  return new GraphqlError(message, { service: TWIN, operation, status: 200, code, fields, errors: [{ message, extensions }] });
}

interface TwinTransfer extends CashoutTransferResult {
  fundingSourceId: string;
  amountCents: number;
  idempotencyKey: string;
  status: 'pending' | 'completed' | 'failed';
}

/**
 * The in-memory twin of the payments GraphQL, with the sandbox's rules in the sandbox's order
 * (scripts/sandbox/services/payments/README.md). Tests arrange `signedInAs`, `balanceCents`, the account flags
 * and `failWith`; `linkAccount` stands in for the Link dialog (a public token usable once); `transfers` and
 * `settle` show and move withdrawals.
 */
export class MemoryPaymentsGateway implements PaymentsGateway {
  signedInAs: string | null = null;
  balanceCents = 0;
  withdrawalsDisabled = false;
  addingAccountDisabled = false;
  /** False until the cashoutAgeThreshold has passed since the first purchase. */
  cashoutOpen = true;
  failWith: Error | null = null;
  readonly sources: FundingSource[] = [];
  readonly transfers: TwinTransfer[] = [];
  readonly calls: string[] = [];
  private readonly publicTokens = new Map<string, NewBankAccount>();
  private ids = 0;
  private now = Date.parse('2026-03-01T12:00:00.000Z');

  /** What Link's onSuccess would give for this account: a fresh public token, usable once. */
  linkAccount(account: Omit<NewBankAccount, 'publicToken' | 'linkSessionId' | 'vendorType'>): NewBankAccount {
    const id = this.nextId();
    const linked = { ...account, publicToken: `public-twin-${id}`, linkSessionId: `session-twin-${id}`, vendorType: 'PLAID' };
    this.publicTokens.set(linked.publicToken, linked);
    return linked;
  }

  /** The sandbox bank settles a pending withdrawal. */
  settle(transferId: string): void {
    const transfer = this.transfers.find((candidate) => candidate.transferId === transferId);
    if (transfer?.status === 'pending') transfer.status = 'completed';
  }

  async getLinkToken(customerId: string): Promise<LinkTokenData> {
    this.check('getLinkToken', customerId);
    return { linkToken: `link-sandbox-twin-${this.nextId()}`, expiration: new Date(this.now + 30 * 60_000).toISOString() };
  }

  async getFundingSources(customerId: string): Promise<FundingSource[]> {
    this.check('getFundingSources', customerId);
    return this.activeSources()
      .sort((a, b) => String(a.fundingType).localeCompare(String(b.fundingType)))
      .map((source) => ({ ...source, customerBalance: this.balanceCents }));
  }

  async createACHAccount(customerId: string, account: NewBankAccount): Promise<FundingSource> {
    const operation = 'createACHAccount';
    this.check(operation, customerId);
    if (this.addingAccountDisabled) {
      throw refusal(operation, 'FORBIDDEN', ACCOUNT_MESSAGES.ADD_ACCOUNT_UNAVAILABLE, { reason: PAYMENT_REFUSAL.ADDING_ACCOUNT_UNAVAILABLE });
    }
    const linked = this.publicTokens.get(account.publicToken);
    if (!linked || linked.plaidAccountId !== account.plaidAccountId || linked.last4 !== account.last4) {
      throw refusal(operation, 'BAD_USER_INPUT', MESSAGES.TOKEN_EXPIRED, { fields: { publicToken: MESSAGES.TOKEN_EXPIRED } });
    }
    const blocked = fundingSourceAddBlockReason(this.activeSources(), account.fundingType);
    if (blocked) {
      throw refusal(operation, 'BAD_USER_INPUT', blocked, { reason: PAYMENT_REFUSAL.FUNDING_TYPE_TAKEN, fields: { fundingType: blocked } });
    }
    this.publicTokens.delete(account.publicToken);
    const source: FundingSource = {
      fundingSourceId: `fs-twin-${this.nextId()}`,
      fundingType: account.fundingType,
      vendorType: account.vendorType,
      institutionId: account.institutionId,
      institutionName: account.institutionName,
      last4: account.last4,
      logo: null,
      status: FUNDING_SOURCE_ACTIVE_STATUS,
      color: null,
    };
    this.sources.push(source);
    return { ...source, customerBalance: this.balanceCents };
  }

  async deactivateFundingSource(customerId: string, fundingSourceId: string): Promise<Pick<FundingSource, 'fundingSourceId' | 'status'>> {
    const operation = 'deactivateFundingSource';
    this.check(operation, customerId);
    const source = this.sources.find((candidate) => candidate.fundingSourceId === fundingSourceId);
    if (!source) throw refusal(operation, 'NOT_FOUND', MESSAGES.TRY_AGAIN, { fields: { fundingSourceId: ACCOUNT_MESSAGES.FIELD_INVALID } });
    if (source.status !== FUNDING_SOURCE_INACTIVE_STATUS) {
      const pending = this.transfers.filter((transfer) => transfer.status === 'pending');
      const blocked = fundingSourceRemoveBlockReason(source, pending);
      if (blocked) throw refusal(operation, 'BAD_USER_INPUT', blocked, { reason: PAYMENT_REFUSAL.PENDING_WITHDRAWAL, fields: { fundingSourceId: blocked } });
      source.status = FUNDING_SOURCE_INACTIVE_STATUS;
    }
    return { fundingSourceId, status: source.status };
  }

  async executeTransferOut(customerId: string, transfer: TransferOut): Promise<CashoutTransferResult> {
    const operation = 'executeTransferOut';
    this.check(operation, customerId);
    const cannotProcess = (reason?: PaymentRefusal) =>
      refusal(operation, 'BAD_USER_INPUT', ACCOUNT_MESSAGES.WITHDRAWAL_CANNOT_PROCESS, { ...(reason ? { reason } : {}), fields: { idempotencyKey: ACCOUNT_MESSAGES.FIELD_INVALID } });
    if (transfer.idempotencyKey.trim() === '') throw cannotProcess();
    const previous = this.transfers.find((candidate) => candidate.idempotencyKey === transfer.idempotencyKey);
    if (previous) {
      if (previous.fundingSourceId !== transfer.fundingSourceId || previous.amountCents !== transfer.amountCents) {
        throw cannotProcess(PAYMENT_REFUSAL.IDEMPOTENCY_KEY_REUSED);
      }
      if (previous.status === 'failed') throw refusal(operation, 'INTERNAL', ACCOUNT_MESSAGES.WITHDRAWAL_CANNOT_PROCESS, { reason: PAYMENT_REFUSAL.TRANSFER_FAILED });
      return { transferId: previous.transferId, createdAt: previous.createdAt };
    }
    const block = withdrawalBlockReason({
      balanceCents: this.balanceCents,
      withdrawalsDisabled: this.withdrawalsDisabled,
      cashoutAgeThresholdPassed: this.cashoutOpen,
    });
    if (block?.reason === 'withdrawalsDisabled') throw refusal(operation, 'FORBIDDEN', block.message, { reason: PAYMENT_REFUSAL.WITHDRAWALS_UNAVAILABLE });
    if (block?.reason === 'tooSoon') throw refusal(operation, 'FORBIDDEN', block.message, { reason: PAYMENT_REFUSAL.CASHOUT_TOO_SOON });
    if (!this.activeSources().some((source) => source.fundingSourceId === transfer.fundingSourceId)) {
      throw refusal(operation, 'NOT_FOUND', ACCOUNT_MESSAGES.WITHDRAWAL_CANNOT_PROCESS, { fields: { fundingSourceId: ACCOUNT_MESSAGES.FIELD_INVALID } });
    }
    const amount = WithdrawalAmount.check(transfer.amountCents, { balanceCents: this.balanceCents });
    if (!amount.ok) {
      const reason = amount.problem === 'aboveBalance' ? PAYMENT_REFUSAL.INSUFFICIENT_BALANCE : PAYMENT_REFUSAL.BELOW_MINIMUM;
      throw refusal(operation, 'BAD_USER_INPUT', amount.message, { reason, fields: { amount: amount.message } });
    }
    this.balanceCents -= amount.value.cents;
    const made: TwinTransfer = {
      transferId: `tr-twin-${this.nextId()}`,
      createdAt: new Date(this.now).toISOString(),
      fundingSourceId: transfer.fundingSourceId,
      amountCents: amount.value.cents,
      idempotencyKey: transfer.idempotencyKey,
      status: 'pending',
    };
    this.transfers.push(made);
    return { transferId: made.transferId, createdAt: made.createdAt };
  }

  private activeSources(): FundingSource[] {
    return this.sources.filter((source) => source.status === FUNDING_SOURCE_ACTIVE_STATUS);
  }

  private check(operation: string, customerId: string): void {
    this.calls.push(operation);
    if (this.failWith) throw this.failWith;
    if (this.signedInAs === null) throw notSignedIn(TWIN, operation);
    if (customerId !== this.signedInAs) throw refusal(operation, 'FORBIDDEN', `Customer ${customerId} is not the signed-in customer`);
  }

  private nextId(): number {
    this.ids += 1;
    return this.ids;
  }
}
