// Registration (POST /auth0_customers) and the registration form's server checks
// (POST /v1/validations.json), 001 §3, §5, §7.
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { ONBOARDING_STEPS } from '../../../../domain/customers/onboarding';
import { SECURITY_CHECKUP_STATUS } from '../../../../domain/customers/securityCheckup';
import * as MESSAGES from '../../../../domain/constants/messages';
import { validateRegistration } from '../../../../domain/validation/registration';
import { HttpError } from '../../api/HttpError';
import type { AuthContext, OperationHandlers } from '../../api/restService';
import { isUniqueViolation, type SqlExecutor } from '../../db';
import { DatabaseIdentityAccounts, accountIdFromIdentityId, identityIdOf, normalizeEmail } from '../../identity';
import { customerInfoOf, findCustomer } from '../account/customers';
import { CODE, SANDBOX_MESSAGES, badRequest, forbidden, invalidFields } from '../account/refusals';
import { randomChars } from '../account/tokens';
import { checkZip } from '../account/zipRules';
import type { SandboxDeps } from '../SandboxDeps';

interface RegistrationBody {
  app_version: string;
  device_id: string;
  customer: {
    first_name: string;
    email: string;
    birth_date: string;
    early_identifier?: string | null;
    referral_code?: string | null;
    auth0_user_id: string;
    ip_address?: string | null;
    zip: string;
  };
}

const forbiddenRegion = () => new HttpError(403, MESSAGES.FORBIDDEN, { code: CODE.FORBIDDEN });
const emailMissing = () =>
  new HttpError(422, ACCOUNT_MESSAGES.EMAIL_MISSING, { code: CODE.EMAIL_MISSING, fields: { email: ACCOUNT_MESSAGES.EMAIL_REQUIRED } });
const emailTaken = () =>
  new HttpError(422, ACCOUNT_MESSAGES.EMAIL_TAKEN, { code: CODE.EMAIL_TAKEN, fields: { email: ACCOUNT_MESSAGES.EMAIL_IN_USE } });

/** The customer whose referral code this is (codes compare case-insensitively), or null. */
async function referrerOf(db: SqlExecutor, code: string | null | undefined): Promise<string | null> {
  const trimmed = code?.trim();
  if (!trimmed) return null;
  const row = await db.one<{ id: string }>('SELECT id FROM customers WHERE upper(referral_code) = upper($1)', [trimmed]);
  return row?.id ?? null;
}

/** A new referral code: the first name's letters (up to 6) and two to four digits, e.g. 'SAM42'. */
async function newReferralCode(tx: SqlExecutor, firstName: string): Promise<string> {
  const letters = firstName.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase().slice(0, 6) || 'CLIP';
  for (let attempt = 0; attempt < 30; attempt++) {
    const digits = attempt < 10 ? 2 : attempt < 20 ? 3 : 4;
    const code = `${letters}${randomChars(digits, '0123456789')}`;
    if (!(await tx.one('SELECT id FROM customers WHERE upper(referral_code) = $1', [code]))) return code;
  }
  return `CB${randomChars(8, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}`;
}

/**
 * The refusal of an identity that cannot register. A signed-in caller is told about its own identity
 * (already registered: sign in instead). An anonymous caller gets one answer whether the identity is
 * unknown, registered already or has another e-mail, so the call cannot probe which identities or addresses
 * have accounts (as a real product's sign-up does: the documents word no message for these cases).
 */
const cannotRegister = (auth: AuthContext | null, alreadyRegistered: boolean) =>
  forbidden(auth && alreadyRegistered ? SANDBOX_MESSAGES.ALREADY_REGISTERED : SANDBOX_MESSAGES.IDENTITY_MISMATCH);

/**
 * Which identity account registers. With a bearer token (the contract allows one), the token's identity,
 * which must have no customer yet and be the payload's auth0_user_id. Without one, auth0_user_id must name
 * an identity account that has no customer. Either way the e-mail must be the account's.
 */
async function registeringAccount(deps: SandboxDeps, auth: AuthContext | null, body: RegistrationBody) {
  const claimed = body.customer.auth0_user_id.trim();
  if (auth) {
    if (auth.customerId !== null) throw cannotRegister(auth, true);
    if (claimed !== auth.identityId) throw cannotRegister(auth, false);
  }
  const accountId = accountIdFromIdentityId(claimed);
  const account = accountId ? await deps.identity.accounts.findById(accountId) : null;
  if (!account) throw cannotRegister(auth, false);
  if (account.customerId !== null) throw cannotRegister(auth, true);
  if (normalizeEmail(body.customer.email) !== account.email) throw cannotRegister(auth, false);
  return account;
}

export function registrationHandlers(deps: SandboxDeps): OperationHandlers {
  const { db } = deps;
  return {
    async registerCustomer(context) {
      const body = context.body as RegistrationBody;
      // No e-mail came with the identity (001 §8 emailMissing): nothing else can be checked against the account.
      if (!body.customer.email?.trim()) throw emailMissing();
      const now = deps.now();
      const account = await registeringAccount(deps, context.auth, body);
      if (checkZip(body.customer.zip) === 'forbidden') throw forbiddenRegion();

      // The documents' rules (trimmed values, names, e-mail, age, zip shape), then what only the server knows.
      const checked = validateRegistration(body, now);
      const fields: Record<string, string> = checked.ok ? {} : { ...checked.fields };
      if (!fields.zip && checkZip(body.customer.zip) === 'unrecognised') fields.zip = ACCOUNT_MESSAGES.ZIP_UNRECOGNISED;
      const referrerId = await referrerOf(db, body.customer.referral_code);
      if (!fields.referral_code && body.customer.referral_code?.trim() && !referrerId) {
        fields.referral_code = ACCOUNT_MESSAGES.REFERRAL_CODE_NOT_FOUND;
      }
      if (!checked.ok || Object.keys(fields).length) throw invalidFields(fields, 422);
      const { value } = checked;
      const customer = value.customer;

      const register = () =>
        db.transaction(async (tx) => {
          const identity = await tx.one<{ customer_id: string | null }>(
            'SELECT customer_id FROM identity_accounts WHERE id = ANY($1::text[]) FOR UPDATE',
            [[identityIdOf(account.id), account.id]],
          );
          if (!identity) throw cannotRegister(context.auth, false);
          if (identity.customer_id !== null) throw cannotRegister(context.auth, true);
          // The documents' emailTaken answer stays: the caller has named this identity and its own address.
          if (await tx.one('SELECT id FROM customers WHERE lower(email) = lower($1)', [customer.email])) throw emailTaken();
          const created = await tx.one<{ id: string }>(
            `INSERT INTO customers (first_name, email, birth_date, zip, referral_code, referred_by_customer_id, balance_cents,
                                    lifetime_earnings_cents, join_date, early_identifier, device_id, ip_address, app_version,
                                    created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, 0, 0, $7, $8, $9, $10, $11, $7, $7) RETURNING id`,
            [
              customer.first_name, customer.email, customer.birth_date, customer.zip, await newReferralCode(tx, customer.first_name),
              referrerId, now, customer.early_identifier ?? null, value.device_id, customer.ip_address ?? null, value.app_version,
            ],
          );
          if (!created) throw new Error('customers insert returned no row');
          for (const item of ONBOARDING_STEPS) {
            await tx.query(
              'INSERT INTO customer_security_checkup (customer_id, item_id, status, updated_at) VALUES ($1, $2, $3, $4)',
              [created.id, item, SECURITY_CHECKUP_STATUS.INCOMPLETE, now],
            );
          }
          if (referrerId) {
            await tx.query(
              `UPDATE referral_invites SET status = 'registered', invited_customer_id = $3
                WHERE customer_id = $1 AND lower(email) = lower($2) AND status = 'sent'`,
              [referrerId, customer.email, created.id],
            );
          }
          // The identity provider's accounts port, on this transaction: the customer and the link commit together.
          await new DatabaseIdentityAccounts(tx).linkCustomer(account.id, created.id);
          return created.id;
        });

      let customerId: string | undefined;
      for (let attempt = 0; customerId === undefined; attempt++) {
        try {
          customerId = await register();
        } catch (error) {
          if (isUniqueViolation(error, 'customers_email_key')) throw emailTaken();
          // Two registrations drew the same referral code at once: draw again.
          if (isUniqueViolation(error) && attempt < 2) continue;
          throw error;
        }
      }
      const row = await findCustomer(db, customerId);
      if (!row) throw new Error(`registered customer ${customerId} is missing`);
      return { status: 201, body: await customerInfoOf(db, row, deps.origin, now) };
    },

    async validateRegistrationFields(context) {
      const zip: string | undefined = context.query.zip_code;
      const referral: string | undefined = context.query.referral_code;
      if (zip === undefined && referral === undefined) {
        throw badRequest(SANDBOX_MESSAGES.VALIDATION_QUERY_REQUIRED, { query: SANDBOX_MESSAGES.VALIDATION_QUERY_REQUIRED });
      }
      // The documented refusal shape (not ErrorBody); see zipRules.ts for the sandbox's trigger.
      if (zip !== undefined && checkZip(zip) === 'forbidden') return { status: 403, body: { error: true, http_status: 403 } };
      return {
        body: {
          ...(zip !== undefined ? { zip_code: { outcome: checkZip(zip) === 'recognised' } } : {}),
          ...(referral !== undefined ? { referral_code: { outcome: (await referrerOf(db, referral)) !== null } } : {}),
        },
      };
    },
  };
}
