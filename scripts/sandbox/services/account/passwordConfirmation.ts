// Confirming a change with the signed-in identity's password, under the account lock it shares with sign-in
// (001 §4 "Account lock", §5 security name step). Every route that changes the e-mail or the name calls it
// (profile.ts changeProfile). Refusals are the REST ones; the GraphQL route maps them (customerInfoResolvers).
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../../domain/constants/navigation';
import { DAY_MS } from '../../../../domain/constants/timing';
import { buildPath } from '../../../../domain/navigation/buildPath';
import { HttpError } from '../../api/HttpError';
import type { AuthContext } from '../../api/restService';
import { verifyPassword, type SqlExecutor } from '../../db';
import { LOCK_DURATION_MS, accountIdFromIdentityId, beginPasswordAttempt, identityIdOf, lockedUntil, type IdentityAccount } from '../../identity';
import type { SandboxDeps } from '../SandboxDeps';
import { OUTBOX_TEMPLATE, queueMessage } from './outbox';
import { CODE, SANDBOX_MESSAGES, forbidden } from './refusals';
import { newLinkToken } from './tokens';

/** How long an e-mailed unlock link stays valid (ours: the documents give no duration). */
export const UNLOCK_LINK_TTL_MS = DAY_MS;

export const accountLocked = () => new HttpError(403, SANDBOX_MESSAGES.ACCOUNT_LOCKED, { code: CODE.ACCOUNT_LOCKED });

/** The identity_accounts row id as stored ('auth0|…' normally; bare ids are read as they are). */
export async function storedIdentityRowId(db: SqlExecutor, accountId: string): Promise<string | null> {
  const row = await db.one<{ id: string }>('SELECT id FROM identity_accounts WHERE id = ANY($1::text[]) LIMIT 1', [
    [identityIdOf(accountId), accountId],
  ]);
  return row?.id ?? null;
}

/**
 * Sends the unlock link of a freshly locked account (table account_unlock_tokens, 004_account.sql): the app's
 * /unlock-account page, which unlocks with the token. Both locks send it: a wrong password at the identity
 * provider's sign-in (sandboxApp wires it) and at a profile save.
 */
export async function sendUnlockLink(deps: SandboxDeps, accountId: string, email: string, customerId: string | null, now: Date): Promise<void> {
  const rowId = await storedIdentityRowId(deps.db, accountId);
  if (!rowId) return;
  const token = newLinkToken('unl');
  await deps.db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO account_unlock_tokens (token, identity_account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [token, rowId, now, new Date(now.getTime() + UNLOCK_LINK_TTL_MS)],
    );
    await queueMessage(tx, {
      channel: 'email',
      recipient: email,
      template: OUTBOX_TEMPLATE.ACCOUNT_UNLOCK,
      payload: { token, link: new URL(buildPath(ROUTE_NAME.UNLOCK_ACCOUNT, {}, { [NAV_QUERY_KEY.TOKEN]: token }), deps.origin).href, lockMinutes: LOCK_DURATION_MS / 60_000 },
      customerId,
      at: now,
    });
  });
}

/** The identity account the token signed in, which must be this customer's (403 otherwise). */
export async function signedInIdentityAccount(deps: SandboxDeps, auth: AuthContext, customerId: string): Promise<IdentityAccount> {
  const accountId = accountIdFromIdentityId(auth.identityId);
  const account = accountId ? await deps.identity.accounts.findById(accountId) : null;
  if (!account || account.customerId !== customerId) throw forbidden(SANDBOX_MESSAGES.IDENTITY_MISMATCH);
  return account;
}

/**
 * The password of the signed-in identity confirms the change: refused while the account is locked; a wrong
 * password counts as a failed attempt (the last one locks the account and e-mails the unlock link); the
 * right one clears the count. The attempt is counted before the (slow) hash check, so parallel guesses
 * cannot outrun the lock.
 */
export async function confirmPassword(deps: SandboxDeps, auth: AuthContext, customerId: string, password: string, now: Date): Promise<void> {
  const accounts = deps.identity.accounts;
  const account = await signedInIdentityAccount(deps, auth, customerId);
  const attempt = await beginPasswordAttempt(accounts, account.id, now);
  if (attempt.kind !== 'granted') throw accountLocked();
  if (!(await verifyPassword(password, account.passwordHash))) {
    // The attempt that reached the limit locked the account: it sends the unlock link, once.
    if (lockedUntil(attempt.account, now)) {
      await sendUnlockLink(deps, account.id, account.email, customerId, now);
      throw accountLocked();
    }
    throw new HttpError(400, ACCOUNT_MESSAGES.PASSWORD_INCORRECT, {
      code: CODE.INCORRECT_PASSWORD,
      fields: { password: ACCOUNT_MESSAGES.PASSWORD_INCORRECT },
    });
  }
  await accounts.resetFailedAttempts(account.id);
}
