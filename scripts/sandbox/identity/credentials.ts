// Sign-in and sign-up against the accounts port: password checks, the account lock (001 §4) and the
// sign-up rules. Time is a parameter.
import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '../../../domain/constants/account';
import { validateEmail } from '../../../domain/validation/email';
import { newPasswordProblem } from '../../../domain/validation/newPassword';
import { hashPassword, verifyPassword } from '../db/passwords';
import { LOCK_DURATION_MS, MAX_FAILED_ATTEMPTS } from './constants';
import { passwordGuessability } from './passwordGuessability';
import { EmailTakenError, isLockedAt, type IdentityAccount, type IdentityAccounts } from './identityAccounts';

/**
 * A hash of nothing in particular, checked when the email is unknown, so that an unknown email takes as
 * long to refuse as a wrong password.
 */
let decoyHash: Promise<string> | undefined;
async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoyHash);
}

/** When the account's lock ends, or null when it is not locked at `now`. */
export function lockedUntil(account: IdentityAccount, now: Date): Date | null {
  if (!account.lockedAt || !isLockedAt(account, now, LOCK_DURATION_MS)) return null;
  return new Date(account.lockedAt.getTime() + LOCK_DURATION_MS);
}

export type SignInResult =
  | { ok: true; account: IdentityAccount }
  | { ok: false; reason: 'wrong-credentials' }
  /** `lockedNow` is set when this very attempt locked it (its unlock link is to be sent, once). */
  | { ok: false; reason: 'locked'; lockedUntil: Date; lockedNow?: IdentityAccount };

const WRONG: SignInResult = { ok: false, reason: 'wrong-credentials' };

export async function signIn(accounts: IdentityAccounts, email: string, password: string, now: Date): Promise<SignInResult> {
  const found = email.trim() ? await accounts.findByEmail(email) : null;
  if (!found || !password) {
    if (password) await spendPasswordCheckTime(password);
    return WRONG;
  }
  const attempt = await beginPasswordAttempt(accounts, found.id, now);
  // A locked account is not even checked: guessing on does not help, and the lock is not extended.
  if (attempt.kind === 'locked') return { ok: false, reason: 'locked', lockedUntil: attempt.lockedUntil };
  if (attempt.kind === 'unknown') return WRONG;
  const { account } = attempt;
  if (await verifyPassword(password, account.passwordHash)) {
    await accounts.resetFailedAttempts(account.id);
    return { ok: true, account: { ...account, failedAttempts: 0, lockedAt: null } };
  }
  // The attempt was counted before the check: a wrong password has nothing more to record.
  const newLockEnd = lockedUntil(account, now);
  return newLockEnd ? { ok: false, reason: 'locked', lockedUntil: newLockEnd, lockedNow: account } : WRONG;
}

export type CheckedAttempt =
  | { kind: 'granted'; account: IdentityAccount }
  | { kind: 'locked'; lockedUntil: Date }
  | { kind: 'unknown' };

/**
 * Reserves one password check under the account lock (001 §4) before the slow hash comparison: the count
 * goes up first, so parallel guesses past the limit are refused as locked (sign-in and the profile save).
 */
export async function beginPasswordAttempt(accounts: IdentityAccounts, accountId: string, now: Date): Promise<CheckedAttempt> {
  const attempt = await accounts.beginPasswordAttempt(accountId, {
    at: now,
    lockAfter: MAX_FAILED_ATTEMPTS,
    lockDurationMs: LOCK_DURATION_MS,
  });
  if (!attempt) return { kind: 'unknown' };
  if (attempt.granted) return { kind: 'granted', account: attempt.account };
  return { kind: 'locked', lockedUntil: lockedUntil(attempt.account, now) ?? new Date(now.getTime() + LOCK_DURATION_MS) };
}

export type SignUpField = 'email' | 'password';
export type SignUpResult =
  | { ok: true; account: IdentityAccount }
  | { ok: false; fields: Partial<Record<SignUpField, string>>; emailTaken?: boolean };

/** The domain's new-password rule with the server's guessability estimate (sign-up and password reset). */
export function passwordProblem(password: string, email: string): string | null {
  return newPasswordProblem(password, { email, guessability: passwordGuessability });
}

export async function signUp(accounts: IdentityAccounts, email: string, password: string, now: Date): Promise<SignUpResult> {
  const fields: Partial<Record<SignUpField, string>> = {};
  const checkedEmail = validateEmail(email);
  if (!checkedEmail.ok) fields.email = checkedEmail.message;
  const weakPassword = passwordProblem(password, email);
  if (weakPassword) fields.password = weakPassword;
  if (!checkedEmail.ok || weakPassword) return { ok: false, fields };

  const taken = { ok: false, fields: { email: ACCOUNT_MESSAGES.EMAIL_IN_USE }, emailTaken: true } as const;
  if (await accounts.findByEmail(checkedEmail.value)) return taken;
  try {
    const account = await accounts.create({
      email: checkedEmail.value,
      passwordHash: await hashPassword(password),
      createdAt: now,
    });
    return { ok: true, account };
  } catch (error) {
    // Two sign-ups with one address at once: the store refuses the second.
    if (error instanceof EmailTakenError) return taken;
    throw error;
  }
}

/** Adds an account with a known password (seed data, tests). */
export async function addIdentityAccount(
  accounts: IdentityAccounts,
  { email, password, customerId = null, createdAt = new Date() }: {
    email: string;
    password: string;
    customerId?: string | null;
    createdAt?: Date;
  },
): Promise<IdentityAccount> {
  return accounts.create({ email, passwordHash: await hashPassword(password), customerId, createdAt });
}
