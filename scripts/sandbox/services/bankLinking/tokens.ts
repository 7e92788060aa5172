// Link tokens and public tokens of the bank-linking stand-in (Plaid's token flow, sandbox flavour):
//   getLinkToken (payments GraphQL)      → link token, 30 minutes, stored in link_tokens
//   POST /sandbox/plaid/public_token     → public token for the chosen account, 30 minutes, one exchange
//   createACHAccount (payments GraphQL)  → exchanges the public token inside its own transaction
import { randomUUID } from 'node:crypto';
import { MINUTE_MS } from '../../../../domain/constants/timing';
import type { SqlExecutor } from '../../db';
import { findAccount, type SandboxAccountSubtype } from './institutions';

/** How long a link token opens Link (Plaid's are 4 hours; the brief asks for about 30 minutes). */
export const LINK_TOKEN_TTL_MS = 30 * MINUTE_MS;
/** A public token must be exchanged within 30 minutes, as Plaid's. */
export const PUBLIC_TOKEN_TTL_MS = 30 * MINUTE_MS;

export const LINK_TOKEN_PREFIX = 'link-sandbox-';
export const PUBLIC_TOKEN_PREFIX = 'public-sandbox-';

export interface LinkTokenRecord {
  token: string;
  customerId: string;
  expiration: Date;
}

/** Stores a new link token for the customer. */
export async function createLinkToken(db: SqlExecutor, customerId: string, now: Date): Promise<LinkTokenRecord> {
  const token = `${LINK_TOKEN_PREFIX}${randomUUID()}`;
  const expiration = new Date(now.getTime() + LINK_TOKEN_TTL_MS);
  await db.query('INSERT INTO link_tokens (token, customer_id, created_at, expiration) VALUES ($1, $2, $3, $4)', [
    token,
    customerId,
    now,
    expiration,
  ]);
  return { token, customerId, expiration };
}

/** The link token's customer while it is valid; null when unknown or expired. */
export async function validLinkToken(db: SqlExecutor, token: string, now: Date): Promise<LinkTokenRecord | null> {
  const row = await db.one<{ token: string; customer_id: string; expiration: Date }>(
    'SELECT token, customer_id, expiration FROM link_tokens WHERE token = $1 AND expiration > $2',
    [token, now],
  );
  return row ? { token: row.token, customerId: row.customer_id, expiration: row.expiration } : null;
}

export interface PublicTokenRecord {
  token: string;
  customerId: string;
  linkSessionId: string;
  institutionId: string;
  institutionName: string;
  accountId: string;
  accountName: string;
  mask: string;
  subtype: SandboxAccountSubtype;
  expiresAt: Date;
}

interface PublicTokenRow {
  token: string;
  customer_id: string;
  link_session_id: string;
  institution_id: string;
  institution_name: string;
  account_id: string;
  account_name: string;
  mask: string;
  subtype: SandboxAccountSubtype;
  expires_at: Date;
}

const PUBLIC_TOKEN_COLUMNS =
  'token, customer_id, link_session_id, institution_id, institution_name, account_id, account_name, mask, subtype, expires_at';

function toPublicToken(row: PublicTokenRow): PublicTokenRecord {
  return {
    token: row.token,
    customerId: row.customer_id,
    linkSessionId: row.link_session_id,
    institutionId: row.institution_id,
    institutionName: row.institution_name,
    accountId: row.account_id,
    accountName: row.account_name,
    mask: row.mask,
    subtype: row.subtype,
    expiresAt: row.expires_at,
  };
}

export type MintRefusal = 'LINK_TOKEN_INVALID' | 'ACCOUNT_UNKNOWN';

/**
 * Mints the public token for the account the shopper chose in Link. The link token authorises it (as
 * Plaid's Link session does): unknown or expired → LINK_TOKEN_INVALID; an account that is not one of the
 * sandbox banks' → ACCOUNT_UNKNOWN.
 */
export async function mintPublicToken(
  db: SqlExecutor,
  request: { linkToken: string; institutionId: string; accountId: string; linkSessionId: string },
  now: Date,
): Promise<{ ok: true; publicToken: PublicTokenRecord } | { ok: false; refusal: MintRefusal }> {
  const chosen = findAccount(request.institutionId, request.accountId);
  if (!chosen) return { ok: false, refusal: 'ACCOUNT_UNKNOWN' };
  const link = await validLinkToken(db, request.linkToken, now);
  if (!link) return { ok: false, refusal: 'LINK_TOKEN_INVALID' };
  const row = await db.one<PublicTokenRow>(
    `INSERT INTO bank_link_public_tokens
       (token, link_token, customer_id, link_session_id, institution_id, institution_name, account_id, account_name,
        mask, subtype, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING ${PUBLIC_TOKEN_COLUMNS}`,
    [
      `${PUBLIC_TOKEN_PREFIX}${randomUUID()}`,
      link.token,
      link.customerId,
      request.linkSessionId,
      chosen.institution.institutionId,
      chosen.institution.name,
      chosen.account.id,
      chosen.account.name,
      chosen.account.mask,
      chosen.account.subtype,
      now,
      new Date(now.getTime() + PUBLIC_TOKEN_TTL_MS),
    ],
  );
  if (!row) throw new Error('bank_link_public_tokens insert returned no row');
  return { ok: true, publicToken: toPublicToken(row) };
}

/**
 * Exchanges a public token once: marks it used and answers what it names. Null when it is unknown, another
 * customer's, expired or already exchanged (one UPDATE, so two concurrent exchanges cannot both win).
 * Call inside the transaction that stores the funding source, so a refusal after it rolls the use back.
 */
export async function exchangePublicToken(
  tx: SqlExecutor,
  { token, customerId, now }: { token: string; customerId: string; now: Date },
): Promise<PublicTokenRecord | null> {
  const row = await tx.one<PublicTokenRow>(
    `UPDATE bank_link_public_tokens SET exchanged_at = $3
      WHERE token = $1 AND customer_id = $2 AND exchanged_at IS NULL AND expires_at > $3
      RETURNING ${PUBLIC_TOKEN_COLUMNS}`,
    [token, customerId, now],
  );
  return row ? toPublicToken(row) : null;
}

/** Records which funding source a public token became. */
export async function recordExchange(tx: SqlExecutor, token: string, fundingSourceId: string): Promise<void> {
  await tx.query('UPDATE bank_link_public_tokens SET funding_source_id = $2 WHERE token = $1', [token, fundingSourceId]);
}
