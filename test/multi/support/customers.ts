// Customers of the two-instance tier: inserted straight into the shared PostgreSQL (as the payments tests
// insert theirs), signed in through one instance's test-token endpoint, with a bank account linked.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { WEB_APP_TOKEN } from '../../../domain/constants/app';
import { createClipbackSdk } from '../../../sdk/src';
import { addBankAccount, PLATYPUS_CHECKING, type TestCustomer } from '../../node/sandbox/payments/support';
import { INSTANCE_HEADER } from './nginx';
import type { InstanceName } from './clusterInfo';

/** Runs one statement on the shared database (a short-lived client: the tier makes few such calls). */
export async function sql<T extends object>(databaseUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** An access token from one instance's POST /sandbox/tokens. */
export async function tokenFrom(origin: string, instance: InstanceName, email: string): Promise<{ accessToken: string; customerId: string }> {
  const response = await fetch(`${origin}/sandbox/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', [INSTANCE_HEADER]: instance },
    body: JSON.stringify({ email }),
  });
  if (response.status !== 201) throw new Error(`/sandbox/tokens on ${instance} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { accessToken: string; customerId: string };
}

export interface FundedCustomer {
  customer: TestCustomer;
  fundingSourceId: string;
}

/** A customer with that balance and a linked checking account, signed in by instance `signedInBy`. */
export async function fundedCustomer(
  { origin, databaseUrl }: { origin: string; databaseUrl: string },
  balanceCents: number,
  signedInBy: InstanceName,
): Promise<FundedCustomer> {
  const suffix = randomUUID().slice(0, 8);
  const email = `multi-${suffix}@clipback.test`;
  const [row] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO customers (first_name, email, referral_code, balance_cents, lifetime_earnings_cents, first_transaction_at)
     VALUES ('Pat', $1, $2, $3, $3, '2020-01-01T00:00:00Z') RETURNING id`,
    [email, `MULTI${suffix.toUpperCase()}`, balanceCents],
  );
  if (!row) throw new Error('customer insert returned no row');
  await sql(databaseUrl, `INSERT INTO identity_accounts (id, email, password_hash, customer_id) VALUES ($1, $2, 'scrypt$test', $3)`, [
    `auth0|multi${suffix}`,
    email,
    row.id,
  ]);
  const { accessToken, customerId } = await tokenFrom(origin, signedInBy, email);
  const sdk = createClipbackSdk({
    origin,
    appToken: WEB_APP_TOKEN,
    getAccessToken: () => accessToken,
    getCustomerId: () => customerId,
    getSessionId: () => `multi-session-${suffix}`,
  });
  const customer: TestCustomer = { customerId, email, sdk: Object.assign(sdk, { customerId }) };
  const account = await addBankAccount({ origin }, customer, PLATYPUS_CHECKING);
  return { customer, fundingSourceId: account.fundingSourceId };
}

/** Per-call options that pin a GraphQL call to one instance (undefined: the proxy's round robin). */
export const pinnedTo = (instance: InstanceName | undefined) => (instance ? { headers: { [INSTANCE_HEADER]: instance } } : undefined);
