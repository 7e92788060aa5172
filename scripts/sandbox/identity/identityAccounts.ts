// The identity provider's accounts: the port, and the in-memory twin used by tests.
import { randomBytes } from 'node:crypto';
import { IDENTITY_SUBJECT_PREFIX } from '../../../domain/auth/tokenPayload';

/** One sign-in account (the `identity_accounts` row, plus the failed-attempt counter of the account lock). */
export interface IdentityAccount {
  /** Without the 'auth0|' prefix; see identityIdOf. */
  id: string;
  /** Stored lower-cased: addresses are matched case-insensitively. */
  email: string;
  /** `scrypt$N$r$p$saltB64$hashB64` */
  passwordHash: string;
  /** Set by the app's registration (POST /auth0_customers); null until then. */
  customerId: string | null;
  createdAt: Date;
  /** Wrong passwords in a row since the last success (001 §4 "Account lock"). */
  failedAttempts: number;
  /** When the count reached the limit; null when not locked. */
  lockedAt: Date | null;
}

export interface NewIdentityAccount {
  email: string;
  passwordHash: string;
  createdAt: Date;
  /** For seeding accounts that already have a customer. */
  customerId?: string | null;
}

export interface PasswordAttemptRules {
  at: Date;
  /** Wrong passwords in a row that lock the account. */
  lockAfter: number;
  lockDurationMs: number;
}

/** `granted`: the password may be checked (`account` shows this attempt already counted). Else locked. */
export type PasswordAttempt = { granted: boolean; account: IdentityAccount };

/** Whether the account is locked at `at`. */
export function isLockedAt(account: IdentityAccount, at: Date, lockDurationMs: number): boolean {
  return account.lockedAt !== null && account.lockedAt.getTime() + lockDurationMs > at.getTime();
}

/** Text keys holding a NUL can name no stored row (PostgreSQL text cannot hold one): they are not found. */
export function isStorableKey(key: string): boolean {
  return !key.includes('\u0000');
}

export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`an identity account already uses ${email}`);
    this.name = 'EmailTakenError';
  }
}

export interface IdentityAccounts {
  findByEmail(email: string): Promise<IdentityAccount | null>;
  findById(id: string): Promise<IdentityAccount | null>;
  /** Throws EmailTakenError when the email is in use. */
  create(account: NewIdentityAccount): Promise<IdentityAccount>;
  /**
   * Takes one password attempt before the password is checked, in one atomic step per account, so that
   * parallel guesses cannot all read the same count (001 §4 "Account lock"). Refused while the account is
   * locked at `attempt.at`. Otherwise the attempt counts as wrong in advance (a right password then calls
   * resetFailedAttempts), a lock that has run out starts a fresh count, and the attempt that brings the
   * count to `attempt.lockAfter` locks the account at `attempt.at`. Null when the account is unknown.
   */
  beginPasswordAttempt(id: string, attempt: PasswordAttemptRules): Promise<PasswordAttempt | null>;
  /** Zero failures, not locked (after a right password, or the unlock link). */
  resetFailedAttempts(id: string): Promise<void>;
  /** Registration linked this identity to a customer: access tokens then carry sub = customerId. */
  linkCustomer(id: string, customerId: string): Promise<void>;
}

/** Emails are compared lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Random, URL-safe, like Auth0's 24-hex-digit user ids. */
export function newIdentityAccountId(): string {
  return randomBytes(12).toString('hex');
}

/** 'auth0|<id>': the id token's sub and the registration payload's auth0_user_id. */
export function identityIdOf(accountId: string): string {
  return `${IDENTITY_SUBJECT_PREFIX}${accountId}`;
}

/** The account id inside an 'auth0|<id>' identity id; null for anything else. */
export function accountIdFromIdentityId(identityId: string): string | null {
  if (!identityId.startsWith(IDENTITY_SUBJECT_PREFIX)) return null;
  const id = identityId.slice(IDENTITY_SUBJECT_PREFIX.length);
  return id.length > 0 ? id : null;
}

export class InMemoryIdentityAccounts implements IdentityAccounts {
  readonly #byId = new Map<string, IdentityAccount>();

  async findByEmail(email: string): Promise<IdentityAccount | null> {
    const wanted = normalizeEmail(email);
    for (const account of this.#byId.values()) if (account.email === wanted) return { ...account };
    return null;
  }

  async findById(id: string): Promise<IdentityAccount | null> {
    const account = this.#byId.get(id);
    return account ? { ...account } : null;
  }

  async create({ email, passwordHash, createdAt, customerId = null }: NewIdentityAccount): Promise<IdentityAccount> {
    const normalized = normalizeEmail(email);
    if (await this.findByEmail(normalized)) throw new EmailTakenError(normalized);
    const account: IdentityAccount = {
      id: newIdentityAccountId(),
      email: normalized,
      passwordHash,
      customerId,
      createdAt,
      failedAttempts: 0,
      lockedAt: null,
    };
    this.#byId.set(account.id, account);
    return { ...account };
  }

  async beginPasswordAttempt(id: string, { at, lockAfter, lockDurationMs }: PasswordAttemptRules): Promise<PasswordAttempt | null> {
    const account = this.#byId.get(id);
    if (!account) return null;
    // No await between the check and the count: parallel attempts cannot interleave here.
    if (isLockedAt(account, at, lockDurationMs)) return { granted: false, account: { ...account } };
    const lockRanOut = account.lockedAt !== null || account.failedAttempts >= lockAfter;
    account.failedAttempts = lockRanOut ? 1 : account.failedAttempts + 1;
    account.lockedAt = account.failedAttempts >= lockAfter ? at : null;
    return { granted: true, account: { ...account } };
  }

  async resetFailedAttempts(id: string): Promise<void> {
    const account = this.#byId.get(id);
    if (!account) return;
    account.failedAttempts = 0;
    account.lockedAt = null;
  }

  async linkCustomer(id: string, customerId: string): Promise<void> {
    const account = this.#byId.get(id);
    if (account) account.customerId = customerId;
  }
}
