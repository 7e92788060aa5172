// Account security on the main API: profile save confirmed with the password (and the account lock it
// shares with sign-in), unlock links, password reset links and e-mail confirmation (001 §4, §5, §7).
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { ONBOARDING_STEPS } from '../../../../domain/customers/onboarding';
import { SECURITY_CHECKUP_STATUS } from '../../../../domain/customers/securityCheckup';
import * as MESSAGES from '../../../../domain/constants/messages';
import { HttpError } from '../../api/HttpError';
import type { OperationHandlers } from '../../api/restService';
import { accountIdFromIdentityId } from '../../identity';
import { setCheckupStatus } from '../account/checkup';
import { customerInfoOf } from '../account/customers';
import { sendPasswordResetEmail } from '../account/passwordReset';
import { ProfileRefusal, SNAKE_CASE_PROFILE_FIELD, changeProfile, renameFields } from '../account/profile';
import { CODE, SANDBOX_MESSAGES, invalidFields, notFound, rateLimited } from '../account/refusals';
import type { SandboxDeps } from '../SandboxDeps';
import { clientAddress } from '../../http/clientAddress';

const linkExpired = () => new HttpError(410, MESSAGES.TOKEN_EXPIRED, { code: CODE.EXPIRED });

export function accountHandlers(deps: SandboxDeps): OperationHandlers {
  const { db } = deps;
  const accounts = deps.identity.accounts;
  return {
    async updateProfileWithPassword(context) {
      const auth = context.requireCustomer(context.params.id);
      const { customerId } = auth;
      const now = deps.now();
      const { password, first_name, last_name, email, birth_date, zip } = context.body as Record<string, string | undefined>;
      const changes = { firstName: first_name, lastName: last_name, email, birthDate: birth_date, zip };
      try {
        const row = await changeProfile(deps, auth, customerId, changes, { now, password, passwordFor: 'every change', completesNameStep: true });
        if (!row) throw notFound(SANDBOX_MESSAGES.CUSTOMER_NOT_FOUND);
        return { body: await customerInfoOf(db, row, deps.origin, now) };
      } catch (error) {
        if (!(error instanceof ProfileRefusal)) throw error;
        const fields = renameFields(error.fields, SNAKE_CASE_PROFILE_FIELD);
        if (error.kind === 'emailTaken') throw new HttpError(409, ACCOUNT_MESSAGES.EMAIL_IN_USE, { code: CODE.EMAIL_TAKEN, fields });
        throw invalidFields(fields);
      }
    },

    async unlockAccount(context) {
      const now = deps.now();
      const accountRowId = await db.transaction(async (tx) => {
        const row = await tx.one<{ identity_account_id: string; expires_at: Date; used_at: Date | null }>(
          'SELECT identity_account_id, expires_at, used_at FROM account_unlock_tokens WHERE token = $1 FOR UPDATE',
          [context.body.token],
        );
        if (!row || row.used_at || new Date(row.expires_at).getTime() <= now.getTime()) return null;
        await tx.query('UPDATE account_unlock_tokens SET used_at = $2 WHERE token = $1', [context.body.token, now]);
        return row.identity_account_id;
      });
      if (!accountRowId) throw linkExpired();
      await accounts.resetFailedAttempts(accountIdFromIdentityId(accountRowId) ?? accountRowId);
      return { body: { unlocked: true } };
    },

    async sendPasswordResetLink(context) {
      const result = await sendPasswordResetEmail(deps, context.body.email, clientAddress(context.request));
      if (!result.sent) {
        const refusal = rateLimited(result.refusal);
        return { status: refusal.status, body: refusal.toBody(), headers: { 'Retry-After': String(result.retryAfterSeconds) } };
      }
      return { status: 202 };
    },

    async confirmEmail(context) {
      const now = deps.now();
      const confirmed = await db.transaction(async (tx) => {
        const row = await tx.one<{ id: string; customer_id: string; email: string; status: string; expires_at: Date }>(
          'SELECT id, customer_id, email, status, expires_at FROM email_confirmations WHERE token = $1 FOR UPDATE',
          [context.body.token],
        );
        if (!row) return null;
        const customer = await tx.one<{ email: string }>('SELECT email FROM customers WHERE id = $1 FOR UPDATE', [row.customer_id]);
        // A link for an address the customer no longer uses is as good as expired.
        const sameAddress = customer !== null && customer.email.toLowerCase() === row.email.toLowerCase();
        if (row.status === 'confirmed') return sameAddress ? row.email : null;
        if (row.status !== 'pending' || new Date(row.expires_at).getTime() <= now.getTime() || !sameAddress) {
          if (row.status === 'pending' && new Date(row.expires_at).getTime() <= now.getTime()) {
            await tx.query("UPDATE email_confirmations SET status = 'expired' WHERE id = $1", [row.id]);
          }
          return null;
        }
        await tx.query("UPDATE email_confirmations SET status = 'confirmed', confirmed_at = $2 WHERE id = $1", [row.id, now]);
        await tx.query('UPDATE customers SET email_confirmed_at = $2, updated_at = $2 WHERE id = $1', [row.customer_id, now]);
        await tx.query('UPDATE identity_accounts SET email_verified = true, updated_at = $2 WHERE customer_id = $1', [row.customer_id, now]);
        await setCheckupStatus(tx, row.customer_id, ONBOARDING_STEPS[1], SECURITY_CHECKUP_STATUS.COMPLETE, now);
        return row.email;
      });
      if (confirmed === null) throw linkExpired();
      return { body: { confirmed: true, email: confirmed } };
    },
  };
}
