import type { Clock } from '../../adapters/clock/Clock';
import type { Cookies } from '../../adapters/cookies/Cookies';
import type { IdentityPort, LoginRequest } from '../../adapters/identity/IdentityPort';
import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';

/**
 * loading → authenticated, anonymous, or needsRegistration (signed in at the provider, no customer yet).
 * 000 §4 "Auth": login is valid only with a token carrying a customer id.
 */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous' | 'needsRegistration';

/** Why the user was signed out: their own logout, or an API refusing the token (000 §8). */
export type SignOutReason = 'logout' | 'forced';

export interface AuthDeps {
  identity: IdentityPort;
  clock: Clock;
  cookies: Cookies;
  storage: KeyValueStorage;
  /** The current app session id, sent as global_session_id with a login redirect. */
  sessionId: () => string;
  /** A fresh random id (the early identifier). */
  newId: () => string;
  /** Waits between redirect retries; tests pass one that records the delay and resolves at once. */
  sleep?: (ms: number) => Promise<void>;
}

export type LoginOptions = Omit<LoginRequest, 'targetUrl' | 'tracking'>;

/**
 * What the sign-in flows (authFlows.ts) read and change of AuthStore: a type of its own, so the flows' module never
 * imports the store, which loads it.
 */
export interface SignInState {
  readonly status: AuthStatus;
  /** A current access token, or null when there is none or it could not be read (warned). */
  readToken(fresh: boolean): Promise<string | null>;
  isLoginRedirectBlocked(): boolean;
  /** Nobody is signed in (a session read found no one, or a sign-out: its listeners are told); the user cookie goes. */
  signedOut(reason: SignOutReason | null): void;
  /** The flows' changes of the sign-in state, each whole. */
  settle(status: AuthStatus, customerId?: string | null, failure?: string | null): void;
}
