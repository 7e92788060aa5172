import type { IdentityUser } from '../../adapters/identity/IdentityPort';
import { AUTH_STORAGE_KEY, authReducer, initialAuthState, type AuthState } from '../../domain/auth/authState';
import { authUserFromToken, type AuthUser } from '../../domain/auth/authUser';
import { isIdentityInvalidState } from '../../domain/auth/identityInvalidState';
import { logoutReturnTo } from '../../domain/auth/logout';
import { decodeJwtPayload, isTokenPayloadValid, needsRegistration } from '../../domain/auth/tokenPayload';
import { COOKIE, STORAGE_KEY } from '../../domain/constants/cookies';
import { ROUTE_NAME, type RouteName } from '../../domain/constants/navigation';
import { buildPath } from '../../domain/navigation/buildPath';
import { signInReturnPath } from '../../domain/navigation/keepNavigationPath';
import { legacyRedirect } from '../../domain/navigation/legacyRedirect';
import { safeRedirectPath } from '../../domain/navigation/safeRedirectPath';
import { loginTrackingParams } from '../../domain/platform/loginTracking';
import type { AuthDeps, LoginOptions, SignInState } from './SignInState';
import { waitMs } from './base/waitMs';

type SessionRead = { kind: 'user'; user: AuthUser } | { kind: 'registration' } | { kind: 'none' };

const home = () => buildPath(ROUTE_NAME.HOME);

/**
 * AuthStore's flows, the state machine of 000 §4 (domain authReducer) over the identity port. They load with the
 * identity's code (every one calls it), so a visitor's start carries only the sign-in state (AuthStore).
 *  - a callback whose state matches no login transaction starts the login again, up to 5 times in a row
 *    (counted in storage across the provider round trips), then fails with 'auth invalid state retries exhausted';
 *  - a callback after which no user can be read is re-read 3 times, 500 ms × attempt apart, then signed out;
 *  - the login redirect marker (60 s) stops automatic redirects to the provider from looping;
 *  - logout and a forced logout (401 / UNAUTHENTICATED) tell the sign-out listeners, which reset the stores
 *    and restart the session (Stores wires them).
 */
export class AuthFlows {
  /** Set by logout: the document is about to leave for the provider's logout page. */
  private leavingForLogout = false;

  constructor(
    private readonly auth: SignInState,
    private readonly deps: AuthDeps,
  ) {}

  /** AuthStore.start's sign-in callback: finishes it, then reads the session (start's answer). */
  async finishSignIn(url: URL): Promise<string | null> {
    const { identity, storage } = this.deps;
    let target = home();
    try {
      const { targetUrl } = await identity.handleRedirectCallback(url);
      storage.remove(AUTH_STORAGE_KEY.INVALID_STATE_ATTEMPTS);
      // The target was decided when the login started (goToProvider); here it need only stay on this origin.
      target = safeRedirectPath(targetUrl) ?? home();
    } catch (error) {
      if (isIdentityInvalidState(error)) return this.retryInvalidState(url);
      console.warn('[auth] the sign-in redirect could not be completed', error);
      this.commit(await this.loadSession(false));
      return target;
    }
    await this.readSessionAfterRedirect();
    return target;
  }

  /** Who an access token says is signed in (AuthStore.readSession's, once a token was read). */
  commitToken(token: string): void {
    this.commit(this.sessionOf(token));
  }

  login(targetUrl: string, options: LoginOptions): Promise<void> {
    return this.goToProvider(targetUrl, options);
  }

  async redirectToLogin(targetUrl: string, options: LoginOptions): Promise<boolean> {
    if (this.leavingForLogout || this.auth.isLoginRedirectBlocked()) return false;
    await this.goToProvider(targetUrl, options);
    return true;
  }

  logout(returnTo: string): Promise<void> {
    // The provider's logout page replaces this document; until it does, a protected page the user signed out
    // on must not start a new sign-in (the guard sends it to /login, which redirects by itself).
    this.leavingForLogout = true;
    this.auth.signedOut('logout');
    return this.deps.identity.logout(returnTo).catch((error: unknown) => {
      // The document stays: automatic sign-ins are allowed again.
      this.leavingForLogout = false;
      throw error;
    });
  }

  logoutFrom(routeName: RouteName, origin: string): Promise<void> {
    return this.logout(`${origin}${logoutReturnTo(routeName)}`);
  }

  forceSignOut(): void {
    if (this.auth.status === 'anonymous') return;
    this.deps.cookies.remove(COOKIE.EARLY_IDENTIFIER.name);
    this.auth.signedOut('forced');
    this.deps.identity.clearSession().catch((error: unknown) => {
      console.warn('[auth] the local sign-in session could not be cleared', error);
    });
  }

  signedUpUser(): Promise<IdentityUser | null> {
    return this.deps.identity.getUser().catch((error: unknown) => {
      console.warn('[register] the signed-up identity could not be read', error);
      return null;
    });
  }

  earlyIdentifier(): string {
    const { cookies, newId } = this.deps;
    const existing = cookies.get(COOKIE.EARLY_IDENTIFIER.name);
    if (existing) return existing;
    const created = newId();
    cookies.set(COOKIE.EARLY_IDENTIFIER.name, created, { maxAgeMs: COOKIE.EARLY_IDENTIFIER.maxAgeMs });
    return created;
  }

  private async goToProvider(targetUrl: string, options: LoginOptions): Promise<void> {
    const { identity, storage, clock, sessionId } = this.deps;
    storage.set(STORAGE_KEY.LOGIN_REDIRECT_MARKER, String(clock.now().getTime()));
    await identity.login({
      // Sign-in returns to the kept path (000 §5) or the members-only page that asked for it (§2), else home;
      // sign-up keeps its page (the registration form, an offer: 000 §7 "Identity provider").
      targetUrl: options.signup ? (safeRedirectPath(targetUrl) ?? home()) : signInReturnPath(targetUrl),
      tracking: loginTrackingParams({ sessionId: sessionId(), earlyIdentifier: this.earlyIdentifier() }),
      ...options,
    });
  }

  /**
   * The callback's state matched no login transaction. A session that is already readable (the callback was
   * handled twice) is kept; otherwise the login starts again, at most 5 times in a row, then fails.
   */
  private async retryInvalidState(url: URL): Promise<string | null> {
    const { storage } = this.deps;
    const session = await this.loadSession(true);
    if (session.kind !== 'none') {
      storage.remove(AUTH_STORAGE_KEY.INVALID_STATE_ATTEMPTS);
      this.commit(session);
      return home();
    }
    const previous = Math.max(0, Math.floor(Number(storage.get(AUTH_STORAGE_KEY.INVALID_STATE_ATTEMPTS)) || 0));
    let state: AuthState = initialAuthState;
    for (let attempt = 0; attempt <= previous && state.status === 'loading'; attempt += 1) {
      state = authReducer(state, { type: 'invalidState' });
    }
    if (state.status !== 'loading' || !state.retry) {
      storage.remove(AUTH_STORAGE_KEY.INVALID_STATE_ATTEMPTS);
      const failure = state.status === 'failed' ? state.message : null;
      this.auth.settle('anonymous', null, failure);
      console.warn(`[auth] ${failure ?? 'sign-in failed'}`);
      return null;
    }
    storage.set(AUTH_STORAGE_KEY.INVALID_STATE_ATTEMPTS, String(state.retry.attempt));
    if (state.retry.delayMs > 0) await this.sleep(state.retry.delayMs);
    url.searchParams.delete('code');
    url.searchParams.delete('state');
    const path = `${url.pathname}${url.search}`;
    await this.goToProvider(legacyRedirect(url.pathname, url.search)?.redirect ?? path, {});
    return null;
  }

  /** After a successful callback the user may not be readable at once: re-read 3 times, 500 ms × attempt apart. */
  private async readSessionAfterRedirect(): Promise<void> {
    let state: AuthState = initialAuthState;
    let session = await this.loadSession(false);
    while (session.kind === 'none') {
      state = authReducer(state, { type: 'redirectWithoutUser' });
      if (state.status !== 'loading' || !state.retry) return this.auth.settle('anonymous');
      await this.sleep(state.retry.delayMs);
      session = await this.loadSession(true);
    }
    this.commit(session);
  }

  private async loadSession(fresh: boolean): Promise<SessionRead> {
    return this.sessionOf(await this.auth.readToken(fresh));
  }

  private sessionOf(token: string | null): SessionRead {
    if (!token) return { kind: 'none' };
    const { clock } = this.deps;
    const payload = decodeJwtPayload(token);
    const user = authUserFromToken(token, payload, clock.now());
    if (user.ok) return { kind: 'user', user: user.value };
    // An identity without a customer yet: signed in at the provider, registration is next.
    return needsRegistration(payload) && isTokenPayloadValid(payload, clock.now()) ? { kind: 'registration' } : { kind: 'none' };
  }

  private commit(session: SessionRead): void {
    const { auth, deps } = this;
    if (session.kind === 'none') return auth.signedOut(null);
    deps.storage.remove(STORAGE_KEY.LOGIN_REDIRECT_MARKER);
    if (session.kind === 'user') {
      deps.cookies.set(COOKIE.USER.name, session.user.customerId, { maxAgeMs: COOKIE.USER.maxAgeMs });
      return auth.settle('authenticated', session.user.customerId);
    }
    // Signed in at the provider, but no customer yet (registration links one).
    deps.cookies.remove(COOKIE.USER.name);
    auth.settle('needsRegistration');
  }

  private sleep(ms: number): Promise<void> {
    return (this.deps.sleep ?? waitMs)(ms);
  }
}
