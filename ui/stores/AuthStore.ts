import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../adapters/clock/Clock';
import type { Cookies } from '../../adapters/cookies/Cookies';
import { type IdentityPort, type IdentityUser, type LoginRequest } from '../../adapters/identity/IdentityPort';
import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';
import { authReducer, initialAuthState, type AuthEvent, type AuthState } from '../../domain/auth/authState';
import { authUserFromToken, type AuthUser } from '../../domain/auth/authUser';
import { isLoginRedirectMarkerActive } from '../../domain/auth/loginRedirectMarker';
import { logoutReturnTo } from '../../domain/auth/logout';
import { isTokenPayloadValid, needsRegistration } from '../../domain/auth/tokenPayload';
import { COOKIE, STORAGE_KEY } from '../../domain/constants/cookies';
import { ROUTE_NAME, type RouteName } from '../../domain/constants/navigation';
import { AUTH_STORAGE_KEY } from '../../domain/constants/platform';
import { buildPath } from '../../domain/navigation/buildPath';
import { legacyRedirect } from '../../domain/navigation/legacyRedirect';
import { signInReturnPath } from '../../domain/navigation/keepNavigationPath';
import { safeRedirectPath } from '../../domain/navigation/safeRedirectPath';
import { loginTrackingParams } from '../../domain/platform/loginTracking';
import { decodeJwtPayload } from '../../domain/auth/tokenPayload';
import { IdentityInvalidStateError } from '../../domain/auth/identityInvalidState';
import { waitMs } from './base/waitMs';
import { Listeners } from './base/Listeners';

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

type LoginOptions = Omit<LoginRequest, 'targetUrl' | 'tracking'>;
type SessionRead = { kind: 'user'; user: AuthUser } | { kind: 'registration' } | { kind: 'none' };

const home = () => buildPath(ROUTE_NAME.HOME);

/**
 * The auth state machine of 000 §4 (domain authReducer) over the identity port:
 *  - a callback whose state matches no login transaction starts the login again, up to 5 times in a row
 *    (counted in storage across the provider round trips), then fails with 'auth invalid state retries exhausted';
 *  - a callback after which no user can be read is re-read 3 times, 500 ms × attempt apart, then signed out;
 *  - the login redirect marker (60 s) stops automatic redirects to the provider from looping;
 *  - logout and a forced logout (401 / UNAUTHENTICATED) tell the sign-out listeners, which reset the stores
 *    and restart the session (Stores wires them).
 */
export class AuthStore {
  state: AuthState = initialAuthState;
  /** Signed in at the provider, but no customer yet (registration links one). */
  registrationPending = false;
  private readonly signOutListeners = new Listeners<SignOutReason>('[auth] a sign-out listener failed');
  /** Set by logout: the document is about to leave for the provider's logout page. */
  private leavingForLogout = false;

  /**
   * Whether this browser's user cookie (set at sign-in, removed at sign-out) says a customer is signed in: until the
   * sign-in state is read, the header holds the account menu's place instead of offering Log In. The server reads
   * the same cookie, so its page and the app's first render agree.
   */
  readonly presumedSignedIn: boolean;

  constructor(private readonly deps: AuthDeps) {
    this.presumedSignedIn = deps.cookies.get(COOKIE.USER.name) !== null;
    makeAutoObservable<AuthStore, 'deps' | 'signOutListeners' | 'leavingForLogout'>(
      this,
      { deps: false, signOutListeners: false, leavingForLogout: false },
      { autoBind: true },
    );
  }

  get status(): AuthStatus {
    if (this.registrationPending) return 'needsRegistration';
    switch (this.state.status) {
      case 'loading':
        return 'loading';
      case 'authenticated':
        return 'authenticated';
      default:
        return 'anonymous';
    }
  }

  /** A visitor, or presumably one while the sign-in state is read (no user cookie): the header shows Log In and Sign Up. */
  get presumedVisitor(): boolean {
    return this.status === 'anonymous' || (this.status === 'loading' && !this.presumedSignedIn);
  }

  get isSignedIn(): boolean {
    return this.status === 'authenticated';
  }

  get customerId(): string | null {
    return this.state.status === 'authenticated' ? this.state.user.customerId : null;
  }

  get joinDate(): Date | null {
    return this.state.status === 'authenticated' ? this.state.user.joinDate : null;
  }

  /** 'auth invalid state retries exhausted' once the invalid-state retries ran out; reported, never shown. */
  get failure(): string | null {
    return this.state.status === 'failed' ? this.state.message : null;
  }

  /**
   * Finishes a provider redirect when the URL carries one, then reads the session. Answers the path to
   * replace the callback URL with (the sign-in target), or null when this was no callback (or the login is
   * being started again). Login failures are reported silently (000 §8): the visitor simply stays signed out.
   */
  async start(url: URL): Promise<string | null> {
    this.dispatch({ type: 'start' });
    const { identity, storage } = this.deps;
    if (!(identity.isRedirectCallback(url) && url.searchParams.has('code'))) {
      await this.readSession();
      return null;
    }
    let target = home();
    try {
      const { targetUrl } = await identity.handleRedirectCallback(url);
      storage.remove(AUTH_STORAGE_KEY.INVALID_STATE_ATTEMPTS);
      // The target was decided when the login started (goToProvider); here it need only stay on this origin.
      target = safeRedirectPath(targetUrl) ?? home();
    } catch (error) {
      if (error instanceof IdentityInvalidStateError) return this.retryInvalidState(url);
      console.warn('[auth] the sign-in redirect could not be completed', error);
      await this.readSession();
      return target;
    }
    await this.readSessionAfterRedirect();
    return target;
  }

  /** Reads who is signed in from a current access token (`fresh` skips the token cache). */
  async readSession({ fresh = false }: { fresh?: boolean } = {}): Promise<void> {
    this.commit(await this.loadSession(fresh));
  }

  /** The SDK's token provider: null while signed out, so calls go unauthenticated. */
  async getAccessToken(): Promise<string | null> {
    return this.status === 'anonymous' ? null : this.deps.identity.getAccessToken();
  }

  /** Whether an automatic redirect to the provider happened less than 60 s ago (000 §4 loop breaker). */
  isLoginRedirectBlocked(): boolean {
    const marker = Number(this.deps.storage.get(STORAGE_KEY.LOGIN_REDIRECT_MARKER));
    return isLoginRedirectMarkerActive(Number.isFinite(marker) && marker > 0 ? marker : null, this.deps.clock.now());
  }

  /** A login the user asked for (a button): always goes to the provider. */
  login(targetUrl: string, options: LoginOptions = {}): Promise<void> {
    return this.goToProvider(targetUrl, options);
  }

  /**
   * A login the app starts by itself (the sign-in page on arrival): skipped while the login redirect marker
   * is active, so a provider that bounces straight back cannot loop. Answers whether it went.
   */
  async redirectToLogin(targetUrl: string, options: LoginOptions = {}): Promise<boolean> {
    if (this.leavingForLogout || this.isLoginRedirectBlocked()) return false;
    await this.goToProvider(targetUrl, options);
    return true;
  }

  /** The user logs out: stores reset, session restarted, then the provider returns to `returnTo` (logoutReturnTo). */
  logout(returnTo: string): Promise<void> {
    // The provider's logout page replaces this document; until it does, a protected page the user signed out
    // on must not start a new sign-in (the guard sends it to /login, which redirects by itself).
    this.leavingForLogout = true;
    this.signOut('logout');
    return this.deps.identity.logout(returnTo).catch((error: unknown) => {
      // The document stays: automatic sign-ins are allowed again.
      this.leavingForLogout = false;
      throw error;
    });
  }

  /** Logout from the page named `routeName`: back to the referral page when on it, else home (000 §4), on `origin`. */
  logoutFrom(routeName: RouteName, origin: string): Promise<void> {
    return this.logout(`${origin}${logoutReturnTo(routeName)}`);
  }

  /**
   * An API said the token is no good (401 / UNAUTHENTICATED): the session is over (000 §8). The early
   * identifier is cleared, the stores reset and the session restarted; the local provider session is forgotten
   * so the next page load does not reuse the refused token. Repeated failures sign out once.
   */
  forceSignOut(): void {
    if (this.status === 'anonymous') return;
    this.deps.cookies.remove(COOKIE.EARLY_IDENTIFIER.name);
    this.signOut('forced');
    this.deps.identity.clearSession().catch((error: unknown) => {
      console.warn('[auth] the local sign-in session could not be cleared', error);
    });
  }

  /** Called after every sign-out (logout or forced), before the provider takes over; answers an unsubscribe. */
  onSignedOut(listener: (reason: SignOutReason) => void): () => void {
    return this.signOutListeners.add(listener);
  }

  /** The identity a shopper signed up with at the provider (the register page); null when it cannot be read. */
  signedUpUser(): Promise<IdentityUser | null> {
    return this.deps.identity.getUser().catch((error: unknown) => {
      console.warn('[register] the signed-up identity could not be read', error);
      return null;
    });
  }

  /** The early identifier cookie (365 days), created on first use. */
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
    runInAction(() => {
      this.state = state;
    });
    if (state.status !== 'loading' || !state.retry) {
      storage.remove(AUTH_STORAGE_KEY.INVALID_STATE_ATTEMPTS);
      console.warn(`[auth] ${this.failure ?? 'sign-in failed'}`);
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
    let session = await this.loadSession(false);
    while (session.kind === 'none') {
      this.dispatch({ type: 'redirectWithoutUser' });
      const state = this.state;
      if (state.status !== 'loading' || !state.retry) return;
      await this.sleep(state.retry.delayMs);
      session = await this.loadSession(true);
    }
    this.commit(session);
  }

  private async loadSession(fresh: boolean): Promise<SessionRead> {
    const { identity, clock } = this.deps;
    let token: string | null = null;
    try {
      token = await identity.getAccessToken({ fresh });
    } catch (error) {
      console.warn('[auth] the session could not be read', error);
    }
    if (!token) return { kind: 'none' };
    const payload = decodeJwtPayload(token);
    const user = authUserFromToken(token, payload, clock.now());
    if (user.ok) return { kind: 'user', user: user.value };
    // An identity without a customer yet: signed in at the provider, registration is next.
    return needsRegistration(payload) && isTokenPayloadValid(payload, clock.now()) ? { kind: 'registration' } : { kind: 'none' };
  }

  /**
   * The customer the user cookie remembers (000 §9, 90 days): who was signed in in this browser, for tracking
   * while the sign-in is still being read. Null once a sign-out or a session read said nobody is.
   */
  rememberedCustomerId(): string | null {
    return this.deps.cookies.get(COOKIE.USER.name);
  }

  private commit(session: SessionRead): void {
    if (session.kind === 'user') {
      this.deps.cookies.set(COOKIE.USER.name, session.user.customerId, { maxAgeMs: COOKIE.USER.maxAgeMs });
      this.deps.storage.remove(STORAGE_KEY.LOGIN_REDIRECT_MARKER);
      this.registrationPending = false;
      this.dispatch({ type: 'userLoaded', user: session.user });
      return;
    }
    if (session.kind === 'registration') this.deps.storage.remove(STORAGE_KEY.LOGIN_REDIRECT_MARKER);
    this.deps.cookies.remove(COOKIE.USER.name);
    this.dispatch({ type: 'noUser' });
    this.registrationPending = session.kind === 'registration';
  }

  private signOut(reason: SignOutReason): void {
    this.registrationPending = false;
    this.deps.cookies.remove(COOKIE.USER.name);
    this.dispatch({ type: 'loggedOut' });
    this.signOutListeners.emit(reason);
  }

  private dispatch(event: AuthEvent): void {
    this.state = authReducer(this.state, event);
  }

  private sleep(ms: number): Promise<void> {
    return (this.deps.sleep ?? waitMs)(ms);
  }
}
