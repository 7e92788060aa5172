// E-mailing a password reset link: the main API's sendPasswordResetLink and the identity provider's
// "Forgot password?" page both send it through here. The link opens the provider's /password-reset page.
import { createHash } from 'node:crypto';
import { HOUR_MS } from '../../../../domain/constants/timing';
import { issuePasswordResetToken, normalizeEmail } from '../../identity';
import { PASSWORD_RESET_PATH } from '../../identity/passwordResetRoute';
import type { SandboxDeps } from '../SandboxDeps';
import { OUTBOX_TEMPLATE, queueMessage } from './outbox';
import { storedIdentityRowId } from './passwordConfirmation';
import { SANDBOX_MESSAGES } from './refusals';
import { countRequest } from './requestThrottle';

/** How long an e-mailed password reset link stays valid (ours: the documents give no duration). */
export const PASSWORD_RESET_LINK_TTL_MS = HOUR_MS;

/**
 * Password reset requests (ours: the documents give no limits). Per address: a few e-mails an hour are
 * plenty for someone who lost a password, and stop anyone flooding a mailbox. Per client (remote address):
 * room for a shared network, not for sweeping addresses.
 */
export const PASSWORD_RESETS_PER_ADDRESS = 3;
export const PASSWORD_RESETS_PER_CLIENT = 10;
export const PASSWORD_RESET_THROTTLE_WINDOW_MS = HOUR_MS;

export type PasswordResetRequest = { sent: true } | { sent: false; refusal: string; retryAfterSeconds: number };

/**
 * Sends the link when the address has an account. `sent` whether or not it has one, so the answer cannot
 * probe for accounts: the throttle too counts every address alike.
 */
export async function sendPasswordResetEmail(deps: SandboxDeps, rawEmail: string, client: string): Promise<PasswordResetRequest> {
  const { db } = deps;
  const now = deps.now();
  const email = normalizeEmail(rawEmail);
  for (const [key, limit] of [
    [`client:${client}`, PASSWORD_RESETS_PER_CLIENT],
    [`address:${createHash('sha256').update(email).digest('hex')}`, PASSWORD_RESETS_PER_ADDRESS],
  ] as const) {
    const decision = await countRequest(db, `password-reset:${key}`, { now, limit, windowMs: PASSWORD_RESET_THROTTLE_WINDOW_MS });
    if (!decision.allowed) return { sent: false, refusal: SANDBOX_MESSAGES.TOO_MANY_ATTEMPTS, retryAfterSeconds: decision.retryAfterSeconds };
  }
  const account = await deps.identity.accounts.findByEmail(email);
  const identityRowId = account ? await storedIdentityRowId(db, account.id) : null;
  if (account && identityRowId) {
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_LINK_TTL_MS);
    await db.transaction(async (tx) => {
      const token = await issuePasswordResetToken(tx, { identityRowId, now, expiresAt });
      await queueMessage(tx, {
        channel: 'email',
        recipient: account.email,
        template: OUTBOX_TEMPLATE.PASSWORD_RESET,
        payload: { token, link: `${deps.identity.domain}${PASSWORD_RESET_PATH}?token=${token}`, expiresAt: expiresAt.toISOString() },
        customerId: account.customerId,
        at: now,
      });
    });
  }
  return { sent: true };
}
