// Password reset links (table password_reset_tokens, migration 009): issued by the main API's
// sendPasswordResetLink, used on the provider's /password-reset page. Only a token's SHA-256 is stored.
// Using one sets the new password, clears the account lock and ends every sign-in of the account
// (the provider's sessions, grants, codes and refresh tokens), in one transaction.
import { createHash, randomBytes } from 'node:crypto';
import type { SandboxDatabase, SqlExecutor } from '../db/database';
import { accountIdFromIdentityId, identityIdOf, isStorableKey } from './identityAccounts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new link token for the identity_accounts row and answers it (only its hash is kept). */
export async function issuePasswordResetToken(
  db: SqlExecutor,
  { identityRowId, now, expiresAt }: { identityRowId: string; now: Date; expiresAt: Date },
): Promise<string> {
  const token = `pwr-${randomBytes(24).toString('base64url')}`;
  await db.query(
    'INSERT INTO password_reset_tokens (token_hash, identity_account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hashOf(token), identityRowId, now, expiresAt],
  );
  return token;
}

/** The account (its port id and email) a token can still reset at `now`; null when unknown, used or expired. */
export async function findPasswordReset(db: SqlExecutor, token: string, now: Date): Promise<{ accountId: string; email: string } | null> {
  if (!isStorableKey(token)) return null;
  const row = await db.one<{ id: string; email: string }>(
    `SELECT account.id, account.email
       FROM password_reset_tokens AS reset JOIN identity_accounts AS account ON account.id = reset.identity_account_id
      WHERE reset.token_hash = $1 AND reset.used_at IS NULL AND reset.expires_at > $2`,
    [hashOf(token), now],
  );
  return row ? { accountId: accountIdFromIdentityId(row.id) ?? row.id, email: row.email } : null;
}

/**
 * Uses the token: sets the password hash, clears the lock, voids the account's other links and revokes
 * its sign-ins. False when the token is unknown, used (a parallel use included) or expired.
 */
export async function resetPassword(
  db: SandboxDatabase,
  { token, passwordHash, now }: { token: string; passwordHash: string; now: Date },
): Promise<boolean> {
  if (!isStorableKey(token)) return false;
  return db.transaction(async (tx) => {
    const used = await tx.one<{ identity_account_id: string }>(
      `UPDATE password_reset_tokens SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING identity_account_id`,
      [hashOf(token), now],
    );
    if (!used) return false;
    const rowId = used.identity_account_id;
    await tx.query('UPDATE password_reset_tokens SET used_at = $2 WHERE identity_account_id = $1 AND used_at IS NULL', [rowId, now]);
    await tx.query(
      `UPDATE identity_accounts SET password_hash = $2, failed_login_count = 0, locked_at = NULL, updated_at = $3
        WHERE id = $1`,
      [rowId, passwordHash, now],
    );
    // Every model oidc-provider keeps for an account carries its accountId ('auth0|<id>').
    await tx.query("DELETE FROM identity_provider_store WHERE payload->>'accountId' = $1", [
      identityIdOf(accountIdFromIdentityId(rowId) ?? rowId),
    ]);
    return true;
  });
}
