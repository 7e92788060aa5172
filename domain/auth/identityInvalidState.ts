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
