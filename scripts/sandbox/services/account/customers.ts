// Customer rows and their contract shapes (CustomerInfo, CredentialIntegration), shared by main, the
// gateway's monolith and walmartOAuthService, and the content GraphQL changeCustomerInfo.
import { FLAG, FLAG_DEFAULTS } from '../../../../domain/constants/flags';
import { hasCashoutAgeThresholdPassed } from '../../../../domain/money/withdrawal';
import { referralLinkPath } from '../../../../domain/customers/referralLink';
import type { SandboxDatabase, SqlExecutor } from '../../db';
import { statusAtSql } from './linkSettling';
import { flagStoreFor } from '../flags/flagStore';

export interface CustomerRow {
  id: string;
  first_name: string;
  last_name: string | null;
  email: string;
  birth_date: string | null;
  zip: string | null;
  referral_code: string;
  referred_by_customer_id: string | null;
  profile_picture_url: string | null;
  balance_cents: number;
  lifetime_earnings_cents: number;
  minimum_paypal_amount_dollars: number;
  join_date: Date;
  first_transaction_at: Date | null;
  phone_number: string | null;
  phone_verified_at: Date | null;
  email_confirmed_at: Date | null;
  created_at: Date;
}

export const CUSTOMER_COLUMNS =
  'id, first_name, last_name, email, birth_date, zip, referral_code, referred_by_customer_id, profile_picture_url, ' +
  'balance_cents, lifetime_earnings_cents, minimum_paypal_amount_dollars, join_date, first_transaction_at, ' +
  'phone_number, phone_verified_at, email_confirmed_at, created_at';

export async function findCustomer(db: SqlExecutor, customerId: string, { lock = false } = {}): Promise<CustomerRow | null> {
  return db.one<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [customerId]);
}

export interface IdentityAccountRow {
  id: string;
  connection: string;
}

export interface CustomerInfo {
  customerId: string;
  firstName: string;
  lastName: string | null;
  email: string | null;
  birthDate: string | null;
  zip: string | null;
  referralCode: string | null;
  referralLink: string | null;
  profilePictureURL: string | null;
  balance: number;
  lifetimeEarnings: number;
  minimumPaypalAmount: number;
  joinDate: string | null;
  firstTransactionTimePassed: boolean;
  phoneNumber: string | null;
  auth0Accounts: { auth0AccountId: string; connection: string }[];
}

/** Where a friend signs up with this customer's code: the app's referral link path (domain referralLinkPath). */
export function referralLinkFor(origin: string, referralCode: string): string {
  return `${origin}${referralLinkPath(referralCode)}`;
}

/** The cashoutAgeThreshold flag (days from the first purchase before cash out), with its default. */
export async function cashoutAgeThresholdDays(db: SandboxDatabase): Promise<number> {
  const value = (await flagStoreFor(db).stored())[FLAG.CASHOUT_AGE_THRESHOLD];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : FLAG_DEFAULTS[FLAG.CASHOUT_AGE_THRESHOLD];
}

export interface CustomerInfoContext {
  origin: string;
  now: Date;
  thresholdDays: number;
  identities: readonly IdentityAccountRow[];
}

/** The profile part of a customer (changeCustomerInfo answers just this over GraphQL). */
export function profileOf(row: CustomerRow) {
  return {
    customerId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    birthDate: row.birth_date,
    zip: row.zip,
  };
}

/** Row → CustomerInfo. The phone number shows once verified; money is cents, minimumPaypalAmount dollars. */
export function toCustomerInfo(row: CustomerRow, { origin, now, thresholdDays, identities }: CustomerInfoContext): CustomerInfo {
  const firstTransaction = row.first_transaction_at ? new Date(row.first_transaction_at) : null;
  return {
    ...profileOf(row),
    referralCode: row.referral_code,
    referralLink: referralLinkFor(origin, row.referral_code),
    profilePictureURL: row.profile_picture_url,
    balance: row.balance_cents,
    lifetimeEarnings: row.lifetime_earnings_cents,
    minimumPaypalAmount: row.minimum_paypal_amount_dollars,
    joinDate: new Date(row.join_date).toISOString(),
    firstTransactionTimePassed: hasCashoutAgeThresholdPassed(firstTransaction, now, thresholdDays),
    phoneNumber: row.phone_verified_at ? row.phone_number : null,
    auth0Accounts: identities.map((identity) => ({ auth0AccountId: identity.id, connection: identity.connection })),
  };
}

/** Loads what CustomerInfo needs besides the row and maps it. */
export async function customerInfoOf(db: SandboxDatabase, row: CustomerRow, origin: string, now: Date): Promise<CustomerInfo> {
  const [identities, thresholdDays] = await Promise.all([
    db.query<IdentityAccountRow>('SELECT id, connection FROM identity_accounts WHERE customer_id = $1 ORDER BY created_at, id', [row.id]),
    cashoutAgeThresholdDays(db),
  ]);
  return toCustomerInfo(row, { origin, now, thresholdDays, identities });
}

export interface CredentialIntegrationRow {
  retailer_id: number;
  status: string;
  locked: boolean;
}

export interface CredentialIntegration {
  retailerId: number;
  status: string;
  locked: boolean;
}

export const toCredentialIntegration = (row: CredentialIntegrationRow): CredentialIntegration => ({
  retailerId: row.retailer_id,
  status: row.status,
  locked: row.locked,
});

/** The customer's links as read at `now`: a credential link whose moment has come reads as settled (./linkSettling.ts). */
export async function credentialIntegrationsOf(db: SqlExecutor, customerId: string, now: Date, retailerId?: number): Promise<CredentialIntegration[]> {
  const rows = await db.query<CredentialIntegrationRow>(
    `SELECT retailer_id, ${statusAtSql('$3')} AS status, locked FROM credential_integrations
      WHERE customer_id = $1 AND ($2::int IS NULL OR retailer_id = $2::int)
      ORDER BY retailer_id`,
    [customerId, retailerId ?? null, now],
  );
  return rows.map(toCredentialIntegration);
}
