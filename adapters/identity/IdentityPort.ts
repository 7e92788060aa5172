/** The state machine's name for a sign-in callback whose state matches no login transaction in this browser. */
export const IDENTITY_INVALID_STATE_ERROR = 'invalid_state';

/** The signed-in identity as the provider describes it (the id token's claims). */
export interface IdentityUser {
  sub: string;
  email?: string;
}

export interface LoginRequest {
  /** The same-origin path to return to after signing in. */
  targetUrl: string;
  /** Opens the provider's sign-up screen instead of sign-in (screen_hint=signup). */
  signup?: boolean;
  /** A referral code to carry through sign-up (query friend or friend_code). */
  friendCode?: string;
  /** Tracking parameters the documents send with the login redirect. */
  tracking?: { app_version: string; global_session_id?: string; early_identifier?: string };
}

/** The port to the identity provider (Auth0 in production, the sandbox's provider locally). */
export interface IdentityPort {
  /** True when the URL carries a provider redirect (code and state) for this app to finish. */
  isRedirectCallback(url: URL): boolean;
  /** Finishes a sign-in redirect and answers where the user was going. */
  handleRedirectCallback(url: URL): Promise<{ targetUrl: string | null }>;
  /** A current access token, or null when nobody is signed in (never throws for "signed out"). */
  getAccessToken(options?: { fresh?: boolean }): Promise<string | null>;
  getUser(): Promise<IdentityUser | null>;
  /** Navigates away to the provider. */
  login(request: LoginRequest): Promise<void>;
  /** Ends the provider session and navigates to `returnTo`. */
  logout(returnTo: string): Promise<void>;
  /** Forgets the session in this browser without leaving the page (a forced logout after an authentication error). */
  clearSession(): Promise<void>;
}

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

/** Reads a JWT's payload without verifying it: the API verifies; the app only needs sub, exp and rat. */
export function decodeJwtPayload(token: string): unknown {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}
