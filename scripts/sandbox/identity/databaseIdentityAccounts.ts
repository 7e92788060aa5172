// The accounts port on the sandbox database (table identity_accounts, scripts/sandbox/db/migrations).
// The table's id is Auth0's user id, 'auth0|<id>' (what customer info lists as auth0AccountId); the port's
// id is the part after 'auth0|'. Rows written without the prefix are read as they are.
import { isUniqueViolation, type SqlExecutor } from '../db/database';
import { IDENTITY_SUBJECT_PREFIX } from '../../../domain/auth/tokenPayload';
import {
  EmailTakenError,
  identityIdOf,
  isStorableKey,
  newIdentityAccountId,
  normalizeEmail,
  type IdentityAccount,
  type IdentityAccounts,
  type NewIdentityAccount,
  type PasswordAttempt,
  type PasswordAttemptRules,
} from './identityAccounts';

interface IdentityAccountRow {
  id: string;
  email: string;
  password_hash: string;
  customer_id: string | null;
  failed_login_count: number;
  locked_at: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, email, password_hash, customer_id, failed_login_count, locked_at, created_at';

function fromRow(row: IdentityAccountRow): IdentityAccount {
  return {
    id: row.id.startsWith(IDENTITY_SUBJECT_PREFIX) ? row.id.slice(IDENTITY_SUBJECT_PREFIX.length) : row.id,
    email: row.email,
    passwordHash: row.password_hash,
    customerId: row.customer_id,
    createdAt: new Date(row.created_at),
    failedAttempts: row.failed_login_count,
    lockedAt: row.locked_at ? new Date(row.locked_at) : null,
  };
}

/** Both spellings a row's id may have. */
const idCandidates = (id: string) => [identityIdOf(id), id];

export class DatabaseIdentityAccounts implements IdentityAccounts {
  constructor(private readonly db: SqlExecutor) {}

  async findByEmail(email: string): Promise<IdentityAccount | null> {
    if (!isStorableKey(email)) return null;
    const rows = await this.db.query<IdentityAccountRow>(
      `SELECT ${COLUMNS} FROM identity_accounts WHERE lower(email) = $1`,
      [normalizeEmail(email)],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async findById(id: string): Promise<IdentityAccount | null> {
    if (!isStorableKey(id)) return null;
    const rows = await this.db.query<IdentityAccountRow>(
      `SELECT ${COLUMNS} FROM identity_accounts WHERE id = ANY($1::text[]) LIMIT 1`,
      [idCandidates(id)],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async create({ email, passwordHash, createdAt, customerId = null }: NewIdentityAccount): Promise<IdentityAccount> {
    const normalized = normalizeEmail(email);
    try {
      const row = await this.db.one<IdentityAccountRow>(
        `INSERT INTO identity_accounts (id, email, password_hash, customer_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz)
         RETURNING ${COLUMNS}`,
        [identityIdOf(newIdentityAccountId()), normalized, passwordHash, customerId, createdAt],
      );
      if (!row) throw new Error('identity_accounts insert returned no row');
      return fromRow(row);
    } catch (error) {
      if (isUniqueViolation(error, 'identity_accounts_email_key')) throw new EmailTakenError(normalized);
      throw error;
    }
  }

  async beginPasswordAttempt(id: string, { at, lockAfter, lockDurationMs }: PasswordAttemptRules): Promise<PasswordAttempt | null> {
    // One statement: the row is locked (FOR UPDATE) while it is checked and counted, so parallel attempts
    // queue on it and each sees the count the one before left. `current` is the row as locked; `taken`
    // its update when the account is not locked at $2 (then a lock that ran out starts a fresh count).
    const rows = await this.db.query<IdentityAccountRow & { granted: boolean }>(
      `WITH current AS (
         SELECT ${COLUMNS}, (locked_at IS NOT NULL AND locked_at > $4::timestamptz) AS locked
           FROM identity_accounts WHERE id = ANY($1::text[]) LIMIT 1 FOR UPDATE
       ), counted AS (
         SELECT id, CASE WHEN locked_at IS NOT NULL OR failed_login_count >= $3::int THEN 1
                         ELSE failed_login_count + 1 END AS attempts
           FROM current WHERE NOT locked
       ), taken AS (
         UPDATE identity_accounts AS account
            SET failed_login_count = counted.attempts,
                locked_at = CASE WHEN counted.attempts >= $3::int THEN $2::timestamptz END,
                updated_at = now()
           FROM counted WHERE account.id = counted.id
         RETURNING ${COLUMNS.split(', ').map((column) => `account.${column}`).join(', ')}, true AS granted
       )
       SELECT * FROM taken
       UNION ALL
       SELECT ${COLUMNS}, false AS granted FROM current WHERE locked`,
      [idCandidates(id), at, lockAfter, new Date(at.getTime() - lockDurationMs)],
    );
    const row = rows[0];
    return row ? { granted: row.granted, account: fromRow(row) } : null;
  }

  async resetFailedAttempts(id: string): Promise<void> {
    await this.db.query(
      `UPDATE identity_accounts SET failed_login_count = 0, locked_at = NULL, updated_at = now()
        WHERE id = ANY($1::text[]) AND (failed_login_count <> 0 OR locked_at IS NOT NULL)`,
      [idCandidates(id)],
    );
  }

  async linkCustomer(id: string, customerId: string): Promise<void> {
    await this.db.query(
      'UPDATE identity_accounts SET customer_id = $2, updated_at = now() WHERE id = ANY($1::text[])',
      [idCandidates(id), customerId],
    );
  }
}
