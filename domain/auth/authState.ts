import type { AuthUser } from './authUser';

/** Login-provider retries (000 §4, §9): invalid-state redirects, and redirects that come back without a user. */
const AUTH_INVALID_STATE_RETRIES = 5;
const AUTH_REDIRECT_RETRIES = 3;
const AUTH_REDIRECT_RETRY_STEP_MS = 500;
/** The failure once the invalid-state retries are spent (000 §8). */
export const AUTH_INVALID_STATE_EXHAUSTED = 'auth invalid state retries exhausted';

/** Browser-storage keys of the auth flow (names ours). The login redirect marker is STORAGE_KEY.LOGIN_REDIRECT_MARKER. */
export const AUTH_STORAGE_KEY = {
  /** How many invalid-state login redirects were retried in a row (survives the provider round trip). */
  INVALID_STATE_ATTEMPTS: 'cb_auth_invalid_state_attempts',
} as const;

/** What the caller should do next while still loading: retry the login-provider step after delayMs. */
export type AuthRetry =
  | { reason: 'invalidState'; attempt: number; delayMs: number }
  | { reason: 'redirectWithoutUser'; attempt: number; delayMs: number };

export type AuthState =
  | { status: 'loading'; invalidStateAttempts: number; redirectAttempts: number; retry: AuthRetry | null }
  | { status: 'authenticated'; user: AuthUser }
  | { status: 'unauthenticated' }
  | { status: 'failed'; message: string };

export type AuthEvent =
  /** (Re)start checking, for example on page load or a login callback. */
  | { type: 'start' }
  | { type: 'userLoaded'; user: AuthUser }
  | { type: 'noUser' }
  /** The login provider answered a redirect with an invalid state. */
  | { type: 'invalidState' }
  /** The login redirect came back but no user is authenticated yet. */
  | { type: 'redirectWithoutUser' }
  | { type: 'loggedOut' };

export const initialAuthState: AuthState = {
  status: 'loading',
  invalidStateAttempts: 0,
  redirectAttempts: 0,
  retry: null,
};

/** The delay before redirect retry n (1-based): 500 ms × n (000 §4). */
export function redirectRetryDelayMs(attempt: number): number {
  return AUTH_REDIRECT_RETRY_STEP_MS * attempt;
}

function loadingCounters(state: AuthState) {
  return state.status === 'loading'
    ? { invalidStateAttempts: state.invalidStateAttempts, redirectAttempts: state.redirectAttempts }
    : { invalidStateAttempts: 0, redirectAttempts: 0 };
}

/**
 * Auth flow (000 §4): loading, then authenticated or unauthenticated. An invalid state is retried up to
 * 5 times, then the flow fails with 'auth invalid state retries exhausted'. A redirect without a user is
 * retried 3 times, waiting 500 ms × attempt, then the user counts as signed out.
 */
export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'start':
      return initialAuthState;
    case 'userLoaded':
      return { status: 'authenticated', user: event.user };
    case 'noUser':
    case 'loggedOut':
      return { status: 'unauthenticated' };
    case 'invalidState': {
      const counters = loadingCounters(state);
      const attempt = counters.invalidStateAttempts + 1;
      if (attempt > AUTH_INVALID_STATE_RETRIES) {
        return { status: 'failed', message: AUTH_INVALID_STATE_EXHAUSTED };
      }
      return {
        status: 'loading',
        ...counters,
        invalidStateAttempts: attempt,
        retry: { reason: 'invalidState', attempt, delayMs: 0 },
      };
    }
    case 'redirectWithoutUser': {
      const counters = loadingCounters(state);
      const attempt = counters.redirectAttempts + 1;
      if (attempt > AUTH_REDIRECT_RETRIES) return { status: 'unauthenticated' };
      return {
        status: 'loading',
        ...counters,
        redirectAttempts: attempt,
        retry: { reason: 'redirectWithoutUser', attempt, delayMs: redirectRetryDelayMs(attempt) },
      };
    }
  }
}
