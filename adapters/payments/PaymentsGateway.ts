import type { CashoutTransferResult, LinkTokenData } from '../../domain/money/cashoutState';
import type { FundingSource, FundingType } from '../../domain/money/fundingSource';

/** What the bank-linking provider's onSuccess hands over, as createACHAccount takes it (001 §7). */
export interface NewBankAccount {
  publicToken: string;
  plaidAccountId: string;
  institutionId: string;
  institutionName: string;
  last4: string;
  linkSessionId: string;
  fundingType: FundingType;
  vendorType: string;
}

/** One withdrawal attempt: the amount in cents; the key is the same for every retry of the attempt. */
export interface TransferOut {
  fundingSourceId: string;
  amountCents: number;
  /** The device-profiling session id (001 §7). */
  sessionId: string;
  idempotencyKey: string;
}

/**
 * The payments GraphQL (001 §7 "Bank and payments"): bank accounts (funding sources) and withdrawals. A refusal
 * rejects with the service's error: code and `errors[0].extensions.reason` (openapi/graphql/payments.graphql).
 */
export interface PaymentsGateway {
  getLinkToken(customerId: string): Promise<LinkTokenData>;
  /** The customer's active CHECKING and SAVINGS accounts. */
  getFundingSources(customerId: string): Promise<FundingSource[]>;
  createACHAccount(customerId: string, account: NewBankAccount): Promise<FundingSource>;
  /** Answers the source's id and its new status (a second removal answers it as it is). */
  deactivateFundingSource(customerId: string, fundingSourceId: string): Promise<Pick<FundingSource, 'fundingSourceId' | 'status'>>;
  /** Sends the key as the argument and the Idempotency-Key header: a replay answers the first result. */
  executeTransferOut(customerId: string, transfer: TransferOut): Promise<CashoutTransferResult>;
}
