// Helpers of the payments tests: fresh customers (so tests in one file do not share a balance), the whole
import { randomUUID } from 'node:crypto';
// bank-linking flow through the stand-in's endpoints, and error assertions.
import { expect } from 'chai';
import { ApiError, GraphqlError, type ClipbackSdk } from '../../../../sdk/src';
import type { FundingType } from '../../../../sdk/src/generated/paymentsOperations';
import type { SqlExecutor } from '../../../../scripts/sandbox/db';
import { startSandboxHarness, type SandboxHarness } from '../support/sandbox';

export type CustomerSdk = ClipbackSdk & { customerId: string };

export interface TestCustomer {
  customerId: string;
  email: string;
  sdk: CustomerSdk;
}

/** Inserts a customer with an identity account, and signs them in. */
export async function createCustomer(
  harness: SandboxHarness,
  {
    balanceCents = 0,
    withdrawalsDisabled = false,
    addingAccountDisabled = false,
    // Long past the cashoutAgeThreshold, so withdrawals are open; null: no purchase yet.
    firstTransactionAt = new Date('2020-01-01T00:00:00Z') as Date | null,
  } = {},
): Promise<TestCustomer> {
  const db = harness.sandbox.db;
  const suffix = randomUUID().slice(0, 8);
  const email = `payments-${suffix}@clipback.test`;
  const row = await db.one<{ id: string }>(
    `INSERT INTO customers (first_name, email, referral_code, balance_cents, lifetime_earnings_cents, withdrawals_disabled, adding_account_disabled, first_transaction_at)
     VALUES ('Pat', $1, $2, $3, $3, $4, $5, $6) RETURNING id`,
    [email, `PAY${suffix.toUpperCase()}`, balanceCents, withdrawalsDisabled, addingAccountDisabled, firstTransactionAt],
  );
  if (!row) throw new Error('customer insert returned no row');
  await db.query(
    `INSERT INTO identity_accounts (id, email, password_hash, customer_id) VALUES ($1, $2, 'scrypt$test', $3)`,
    [`auth0|payments${suffix}`, email, row.id],
  );
  return { customerId: row.id, email, sdk: await harness.sdkFor(email) };
}

export async function balanceOf(db: SqlExecutor, customerId: string): Promise<number> {
  const row = await db.one<{ balance_cents: number }>('SELECT balance_cents FROM customers WHERE id = $1', [customerId]);
  if (!row) throw new Error(`no customer ${customerId}`);
  return row.balance_cents;
}

export async function postJson(origin: string, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // left as text
  }
  return { status: response.status, body: parsed };
}

export interface LinkedAccountChoice {
  institutionId: string;
  accountId: string;
}

export const PLATYPUS_CHECKING: LinkedAccountChoice = { institutionId: 'ins_109508', accountId: 'acc_platypus_checking' };
export const PLATYPUS_SAVINGS: LinkedAccountChoice = { institutionId: 'ins_109508', accountId: 'acc_platypus_savings' };
export const CREDIT_UNION_CHECKING: LinkedAccountChoice = { institutionId: 'ins_sandbox_cu', accountId: 'acc_sandbox_cu_checking' };
export const TARTAN_SAVINGS: LinkedAccountChoice = { institutionId: 'ins_109511', accountId: 'acc_tartan_savings' };

/** What Link's onSuccess gives the app: the public token and its metadata. */
export interface LinkSuccess {
  publicToken: string;
  linkSessionId: string;
  institution: { institution_id: string; name: string };
  account: { id: string; name: string; mask: string; subtype: 'checking' | 'savings' };
}

/** getLinkToken, then what the Link dialog does: open a session, choose the account, get a public token. */
export async function linkBank(harness: Pick<SandboxHarness, 'origin'>, customer: TestCustomer, choice: LinkedAccountChoice): Promise<LinkSuccess> {
  const { getLinkToken } = await customer.sdk.payments.getLinkToken({ customerId: customer.customerId });
  const session = await postJson(harness.origin, '/sandbox/plaid/link/session', { link_token: getLinkToken.linkToken });
  expect(session.status, JSON.stringify(session.body)).to.equal(200);
  const minted = await postJson(harness.origin, '/sandbox/plaid/public_token', {
    link_token: getLinkToken.linkToken,
    institution_id: choice.institutionId,
    account_id: choice.accountId,
    link_session_id: session.body.link_session_id,
  });
  expect(minted.status, JSON.stringify(minted.body)).to.equal(200);
  return {
    publicToken: minted.body.public_token,
    linkSessionId: minted.body.link_session_id,
    institution: minted.body.institution,
    account: minted.body.accounts[0],
  };
}

/** createACHAccount's variables as the app builds them from onSuccess. */
export function achVariables(customer: TestCustomer, success: LinkSuccess) {
  const fundingType = success.account.subtype.toUpperCase() as FundingType;
  return {
    customerId: customer.customerId,
    publicToken: success.publicToken,
    plaidAccountId: success.account.id,
    institutionId: success.institution.institution_id,
    institutionName: success.institution.name,
    last4: success.account.mask,
    linkSessionId: success.linkSessionId,
    fundingType,
    vendorType: 'PLAID',
    fundingTypes: ['CHECKING', 'SAVINGS'] as FundingType[],
  };
}

/** The whole flow: link, then createACHAccount; answers the new funding source. */
export async function addBankAccount(harness: Pick<SandboxHarness, 'origin'>, customer: TestCustomer, choice: LinkedAccountChoice) {
  const success = await linkBank(harness, customer, choice);
  const { createACHAccount } = await customer.sdk.payments.createACHAccount(achVariables(customer, success));
  return createACHAccount;
}

/** Awaits a refusal: a GraphqlError (an AuthenticationError for UNAUTHENTICATED) with that code (and reason). */
export async function expectRefusal(call: Promise<unknown>, code: string, reason?: string): Promise<ApiError> {
  let caught: unknown;
  try {
    await call;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected a ${code} refusal`).to.be.instanceOf(code === 'UNAUTHENTICATED' ? ApiError : GraphqlError);
  const error = caught as ApiError;
  expect(error.code, error.message).to.equal(code);
  if (reason !== undefined) expect(error.errors[0]?.extensions?.reason, error.message).to.equal(reason);
  return error;
}

/** The money tables of a customer, to compare before and after a refused call. */
export async function moneySnapshot(db: SqlExecutor, customerIds: readonly string[]) {
  return {
    customers: await db.query('SELECT id, balance_cents, updated_at FROM customers WHERE id = ANY($1::text[]) ORDER BY id', [customerIds]),
    transfers: await db.query('SELECT * FROM transfers WHERE customer_id = ANY($1::text[]) ORDER BY id', [customerIds]),
    fundingSources: await db.query('SELECT * FROM funding_sources WHERE customer_id = ANY($1::text[]) ORDER BY id', [customerIds]),
  };
}

/** The shared harness, on PostgreSQL when DATABASE_URL is set (real row-lock contention). */
export function startPaymentsHarness({ distDir, now }: { distDir?: string; now?: () => Date } = {}): Promise<SandboxHarness> {
  return startSandboxHarness({ distDir, now, usePostgresWhenSet: true });
}
