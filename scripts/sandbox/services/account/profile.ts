// Changing a customer's profile (name, e-mail, birth date, zip): the one implementation behind
// PUT /v2/customers/{id}/profile.json, gateway monolith/changeCustomerInfo and the content GraphQL
// changeCustomerInfo mutation: field rules (001 §5, domain validation), then the password and the account
// lock (passwordConfirmation.ts), then the save. The e-mail is the sign-in address, so it and the name
// change only with the password on every route (a leaked token alone must not take the account over).
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { ONBOARDING_STEPS } from '../../../../domain/customers/onboarding';
import { SECURITY_CHECKUP_STATUS } from '../../../../domain/customers/securityCheckup';
import * as MESSAGES from '../../../../domain/constants/messages';
import { validateBirthDate } from '../../../../domain/validation/birthDate';
import { validateEmail } from '../../../../domain/validation/email';
import type { FieldResult } from '../../../../domain/validation/fieldResult';
import { validateFirstName, validateLastName } from '../../../../domain/validation/names';
import { validateZip } from '../../../../domain/validation/zip';
import type { AuthContext } from '../../api/restService';
import { isUniqueViolation, type SandboxDatabase, type SqlExecutor } from '../../db';
import { lockedUntil } from '../../identity';
import { normalizeEmail as normalizeEmailForCompare } from '../../identity/identityAccounts';
import type { SandboxDeps } from '../SandboxDeps';
import { setCheckupStatus } from './checkup';
import { findCustomer, type CustomerRow } from './customers';
import { accountLocked, confirmPassword, signedInIdentityAccount } from './passwordConfirmation';
import { invalidFields } from './refusals';
import { checkZip } from './zipRules';

export const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'birthDate', 'zip'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileChanges = Partial<Record<ProfileField, string | null | undefined>>;
type CleanChanges = Partial<Record<ProfileField, string>>;

/** Ours: the sign-in address and the name (the security checkup's name step, 001 §5) need the password. */
export const PASSWORD_CONFIRMED_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'email'];

/** Why a change was refused: field rule breaks, or an e-mail address someone else uses. */
export class ProfileRefusal extends Error {
  constructor(
    readonly kind: 'invalid' | 'emailTaken',
    readonly fields: Partial<Record<ProfileField, string>>,
  ) {
    super(kind === 'emailTaken' ? ACCOUNT_MESSAGES.EMAIL_IN_USE : MESSAGES.TRY_AGAIN);
    this.name = 'ProfileRefusal';
  }
}

function zipResult(value: string): FieldResult<string> {
  const shape = validateZip(value);
  if (!shape.ok) return shape;
  // The forbidden test zip is not a real US zip either: unrecognised here.
  return checkZip(shape.value) === 'recognised' ? shape : { ok: false, message: ACCOUNT_MESSAGES.ZIP_UNRECOGNISED };
}

/** Checks the given fields (null and undefined mean "unchanged"); the values come back trimmed. */
function validateProfileChanges(changes: ProfileChanges, today: Date): { ok: true; value: CleanChanges } | { ok: false; fields: Partial<Record<ProfileField, string>> } {
  const checks: Record<ProfileField, (value: string) => FieldResult<string>> = {
    firstName: validateFirstName,
    lastName: validateLastName,
    email: validateEmail,
    birthDate: (value) => validateBirthDate(value, today),
    zip: zipResult,
  };
  const value: CleanChanges = {};
  const fields: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const given = changes[field];
    if (given === null || given === undefined) continue;
    const result = checks[field](given);
    if (result.ok) value[field] = result.value;
    else fields[field] = result.message;
  }
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, value };
}

async function emailTakenByAnother(tx: SqlExecutor, customerId: string, email: string): Promise<boolean> {
  const row = await tx.one<{ taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM customers WHERE lower(email) = $2 AND id <> $1)
         OR EXISTS (SELECT 1 FROM identity_accounts WHERE lower(email) = $2 AND customer_id IS DISTINCT FROM $1) AS taken`,
    [customerId, email],
  );
  return row?.taken === true;
}

export interface ChangeProfileOptions {
  now: Date;
  /** The password given with the change, if any. */
  password: string | null | undefined;
  /** 'every change' (the profile save) or only changes to PASSWORD_CONFIRMED_FIELDS (changeCustomerInfo). */
  passwordFor: 'every change' | 'e-mail and name';
  /** The password-confirmed save is the security checkup's name step: it completes personalInfo. */
  completesNameStep?: boolean;
}

/**
 * Checks the field rules, then the password (or, for a change that needs none, that the account is not
 * locked), then saves. Throws ProfileRefusal for field rule breaks and an address in use, the REST
 * refusals of passwordConfirmation.ts for the password and the lock; null when the customer does not exist.
 */
export async function changeProfile(
  deps: SandboxDeps,
  auth: AuthContext,
  customerId: string,
  changes: ProfileChanges,
  { now, password, passwordFor, completesNameStep = false }: ChangeProfileOptions,
): Promise<CustomerRow | null> {
  const checked = validateProfileChanges(changes, now);
  if (!checked.ok) throw new ProfileRefusal('invalid', checked.fields);
  const needsPassword = passwordFor === 'every change' || PASSWORD_CONFIRMED_FIELDS.some((field) => checked.value[field] !== undefined);
  if (needsPassword) {
    // A missing password is not a guess: it is asked for, not counted against the lock.
    if (!password) throw invalidFields({ password: ACCOUNT_MESSAGES.PASSWORD_REQUIRED }, 400, ACCOUNT_MESSAGES.PASSWORD_REQUIRED);
    await confirmPassword(deps, auth, customerId, password, now);
  } else if (lockedUntil(await signedInIdentityAccount(deps, auth, customerId), now)) {
    throw accountLocked();
  }
  return saveProfileChanges(deps.db, customerId, checked.value, { now, completesNameStep });
}

/**
 * Saves checked changes in one transaction and answers the customer row after it. A new e-mail address
 * becomes the sign-in identity's address in the same transaction and must be confirmed again
 * (emailConfirmation INCOMPLETE). Throws ProfileRefusal('emailTaken'); null when the customer does not exist.
 */
async function saveProfileChanges(
  db: SandboxDatabase,
  customerId: string,
  value: CleanChanges,
  { now, completesNameStep }: { now: Date; completesNameStep: boolean },
): Promise<CustomerRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const current = await findCustomer(tx, customerId, { lock: true });
      if (!current) return null;
      const newEmail = value.email !== undefined && normalizeEmailForCompare(value.email) !== normalizeEmailForCompare(current.email)
        ? value.email
        : undefined;
      if (newEmail !== undefined && (await emailTakenByAnother(tx, customerId, normalizeEmailForCompare(newEmail)))) {
        throw new ProfileRefusal('emailTaken', { email: ACCOUNT_MESSAGES.EMAIL_IN_USE });
      }
      await tx.query(
        `UPDATE customers SET
            first_name = COALESCE($2, first_name),
            last_name = COALESCE($3, last_name),
            email = COALESCE($4, email),
            birth_date = COALESCE($5::date, birth_date),
            zip = COALESCE($6, zip),
            email_confirmed_at = CASE WHEN $4::text IS NULL THEN email_confirmed_at ELSE NULL END,
            updated_at = $7
          WHERE id = $1`,
        [customerId, value.firstName ?? null, value.lastName ?? null, newEmail ?? null, value.birthDate ?? null, value.zip ?? null, now],
      );
      if (newEmail !== undefined) {
        await tx.query(
          'UPDATE identity_accounts SET email = $2, email_verified = false, updated_at = $3 WHERE customer_id = $1',
          [customerId, normalizeEmailForCompare(newEmail), now],
        );
        await setCheckupStatus(tx, customerId, ONBOARDING_STEPS[1], SECURITY_CHECKUP_STATUS.INCOMPLETE, now);
        await voidEmailedLinks(tx, customerId, now);
      }
      const after = await findCustomer(tx, customerId);
      if (after && completesNameStep && after.first_name.trim() && after.last_name?.trim()) {
        await setCheckupStatus(tx, customerId, ONBOARDING_STEPS[0], SECURITY_CHECKUP_STATUS.COMPLETE, now);
      }
      return after;
    });
  } catch (error) {
    // Two changes to one address at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw new ProfileRefusal('emailTaken', { email: ACCOUNT_MESSAGES.EMAIL_IN_USE });
    throw error;
  }
}

/**
 * A new sign-in address voids the password reset and unlock links mailed to the old one (issue 29): whoever
 * still reads the old mailbox must not take the account back.
 */
async function voidEmailedLinks(tx: SqlExecutor, customerId: string, now: Date): Promise<void> {
  for (const table of ['password_reset_tokens', 'account_unlock_tokens'] as const) {
    await tx.query(
      `UPDATE ${table} SET used_at = $2
        WHERE used_at IS NULL AND identity_account_id IN (SELECT id FROM identity_accounts WHERE customer_id = $1)`,
      [customerId, now],
    );
  }
}

/** Field names on the wire: camelCase (gateway, GraphQL) or the REST profile call's snake_case. */
export const SNAKE_CASE_PROFILE_FIELD: Record<ProfileField, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  birthDate: 'birth_date',
  zip: 'zip',
};

export function renameFields(fields: Partial<Record<ProfileField, string>>, names: Record<ProfileField, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [names[field as ProfileField], message as string]));
}
