// The identity provider's accounts: the port, and the in-memory twin used by tests.
import { randomBytes } from 'node:crypto';
import { IDENTITY_ID_PREFIX } from './constants';

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
   * Counts one more wrong password in a row; when the count reaches `lockAfter`, sets lockedAt = `at`
   * (unless already set). Answers the updated account (null when unknown). Atomic per account.
   */
  recordFailedAttempt(id: string, failure: { at: Date; lockAfter: number }): Promise<IdentityAccount | null>;
  /** Zero failures, not locked (after a right password, or when a lock has run out). */
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
  return `${IDENTITY_ID_PREFIX}${accountId}`;
}

/** The account id inside an 'auth0|<id>' identity id; null for anything else. */
export function accountIdFromIdentityId(identityId: string): string | null {
  if (!identityId.startsWith(IDENTITY_ID_PREFIX)) return null;
  const id = identityId.slice(IDENTITY_ID_PREFIX.length);
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

  async recordFailedAttempt(id: string, { at, lockAfter }: { at: Date; lockAfter: number }): Promise<IdentityAccount | null> {
    const account = this.#byId.get(id);
    if (!account) return null;
    account.failedAttempts += 1;
    if (account.failedAttempts >= lockAfter && !account.lockedAt) account.lockedAt = at;
    return { ...account };
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
