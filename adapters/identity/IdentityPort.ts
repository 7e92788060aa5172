import type { SignInReason } from '../../domain/auth/signInReason';

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
  /** Why the shopper is asked to sign in (the members-only page they were going to), for the provider's page. */
  reason?: SignInReason;
  /** Tracking parameters the documents send with the login redirect. */
  tracking?: { app_version: string; global_session_id?: string; early_identifier?: string };
}

/** The port to the identity provider (Auth0 in production, the sandbox's provider locally). */
export interface IdentityPort {
  /** True when the URL is the sign-in callback (its path, with code or error and state) for this app to finish. */
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
  /** Starts loading the provider's code ahead of a call (a port that loads it on first use: identityOnFirstUse). */
  preload?(): void;
}

