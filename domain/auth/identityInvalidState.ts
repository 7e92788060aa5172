/** The state machine's name for a sign-in callback whose state matches no login transaction in this browser. */
export const IDENTITY_INVALID_STATE_ERROR = 'invalid_state';

/**
 * handleRedirectCallback throws this when the callback's state matches no login transaction in this browser
 * (auth0-spa-js 'invalid_state'): the login has to be started again (000 §4: retried up to 5 times).
 */
export class IdentityInvalidStateError extends Error {
  readonly code = IDENTITY_INVALID_STATE_ERROR;

  constructor(options?: { cause?: unknown }) {
    super('The sign-in callback carries an invalid state', options);
    this.name = 'IdentityInvalidStateError';
  }
}

/**
 * Whether `error` is an IdentityInvalidStateError, by its code: the class of a module the caller loaded apart (the
 * sign-in flows load on first use) may be another copy of it where modules load twice (the node test tier).
 */
export function isIdentityInvalidState(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === IDENTITY_INVALID_STATE_ERROR;
}
