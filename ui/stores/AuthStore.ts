import { makeAutoObservable } from 'mobx';
import type { IdentityUser } from '../../adapters/identity/IdentityPort';
import { isLoginRedirectMarkerActive } from '../../domain/auth/loginRedirectMarker';
import { COOKIE, STORAGE_KEY } from '../../domain/constants/cookies';
import type { RouteName } from '../../domain/constants/navigation';
import type { AuthFlows } from './authFlows';
import { Listeners } from './base/Listeners';
import { storeModule } from './base/StoreGroup';
import type { AuthDeps, AuthStatus, LoginOptions, SignInState, SignOutReason } from './SignInState';

/**
 * The sign-in and sign-out flows (authFlows.ts). Every one calls the identity's code, so their module loads with it
 * (main.tsx: a kept session, a sign-in callback or a sign-in click), out of a visitor's start-up code.
 */
export const AUTH_FLOWS = storeModule(() => import('./authFlows'));

/**
 * Who is signed in (000 §4: loading, then authenticated, anonymous or needing registration), what the shell and
 * every page read. A visitor's start settles it here (no token); the flows that change it otherwise (a sign-in, its
 * callback, a session read from a token, logout, a forced logout) are authFlows.ts's, run through `withFlows`, with
 * the state machine of the callback's retries.
 */
export class AuthStore implements SignInState {
  /** Who is signed in: loading until the sign-in state is read (start), then changed only by `settle`. */
  status: AuthStatus = 'loading';
  /** The signed-in customer's id (a token carrying one is what signs in: 000 §4). */
  customerId: string | null = null;
  /** 'auth invalid state retries exhausted' once the invalid-state retries ran out; reported, never shown. */
  failure: string | null = null;
  private readonly signOutListeners = new Listeners<SignOutReason>('[auth] a sign-out listener failed');
  private flows: AuthFlows | null = null;

  /**
   * Whether this browser's user cookie (set at sign-in, removed at sign-out) says a customer is signed in: until the
   * sign-in state is read, the header holds the account menu's place instead of offering Log In. The server reads
   * the same cookie, so its page and the app's first render agree.
   */
  readonly presumedSignedIn: boolean;

  constructor(private readonly deps: AuthDeps) {
    this.presumedSignedIn = deps.cookies.get(COOKIE.USER.name) !== null;
    makeAutoObservable<AuthStore, 'deps' | 'signOutListeners' | 'flows'>(
      this,
      { deps: false, signOutListeners: false, flows: false },
      { autoBind: true },
    );
  }

  /** A visitor, or presumably one while the sign-in state is read (no user cookie): the header shows Log In and Sign Up. */
  get presumedVisitor(): boolean {
    return this.status === 'anonymous' || (this.status === 'loading' && !this.presumedSignedIn);
  }

  get isSignedIn(): boolean {
    return this.status === 'authenticated';
  }

  /**
   * Finishes a provider redirect when the URL carries one, then reads the session. Answers the path to
   * replace the callback URL with (the sign-in target), or null when this was no callback (or the login is
   * being started again). Login failures are reported silently (000 §8): the visitor simply stays signed out.
   */
  async start(url: URL): Promise<string | null> {
    this.settle('loading');
    if (this.deps.identity.isRedirectCallback(url) && url.searchParams.has('code')) return this.withFlows((flows) => flows.finishSignIn(url));
    await this.readSession();
    return null;
  }

  /** Reads who is signed in from a current access token (`fresh` skips the token cache). */
  async readSession({ fresh = false }: { fresh?: boolean } = {}): Promise<void> {
    const token = await this.readToken(fresh);
    // No token (every visitor's start): signed out without the flows' code.
    if (token) await this.withFlows((flows) => flows.commitToken(token));
    else this.signedOut(null);
  }

  /** A current access token, or null when there is none or it could not be read (warned). */
  async readToken(fresh: boolean): Promise<string | null> {
    try {
      return await this.deps.identity.getAccessToken({ fresh });
    } catch (error) {
      console.warn('[auth] the session could not be read', error);
      return null;
    }
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
    return this.withFlows((flows) => flows.login(targetUrl, options));
  }

  /**
   * A login the app starts by itself (the sign-in page on arrival): skipped while the login redirect marker
   * is active, so a provider that bounces straight back cannot loop. Answers whether it went.
   */
  redirectToLogin(targetUrl: string, options: LoginOptions = {}): Promise<boolean> {
    return this.withFlows((flows) => flows.redirectToLogin(targetUrl, options));
  }

  /** The user logs out: stores reset, session restarted, then the provider returns to `returnTo` (logoutReturnTo). */
  logout(returnTo: string): Promise<void> {
    return this.withFlows((flows) => flows.logout(returnTo));
  }

  /** Logout from the page named `routeName`: back to the referral page when on it, else home (000 §4), on `origin`. */
  logoutFrom(routeName: RouteName, origin: string): Promise<void> {
    return this.withFlows((flows) => flows.logoutFrom(routeName, origin));
  }

  /**
   * An API said the token is no good (401 / UNAUTHENTICATED): the session is over (000 §8). The early
   * identifier is cleared, the stores reset and the session restarted; the local provider session is forgotten
   * so the next page load does not reuse the refused token. Repeated failures sign out once.
   */
  forceSignOut(): void {
    if (this.status !== 'anonymous') void this.withFlows((flows) => flows.forceSignOut());
  }

  /** Called after every sign-out (logout or forced), before the provider takes over; answers an unsubscribe. */
  onSignedOut(listener: (reason: SignOutReason) => void): () => void {
    return this.signOutListeners.add(listener);
  }

  /** The identity a shopper signed up with at the provider (the register page); null when it cannot be read. */
  signedUpUser(): Promise<IdentityUser | null> {
    return this.withFlows((flows) => flows.signedUpUser());
  }

  /** The early identifier cookie (365 days), created on first use. */
  earlyIdentifier(): Promise<string> {
    return this.withFlows((flows) => flows.earlyIdentifier());
  }

  /**
   * The customer the user cookie remembers (000 §9, 90 days): who was signed in in this browser, for tracking
   * while the sign-in is still being read. Null once a sign-out or a session read said nobody is.
   */
  rememberedCustomerId(): string | null {
    return this.deps.cookies.get(COOKIE.USER.name);
  }

  /** Nobody is signed in (a session read found no one, or a sign-out: its listeners are told); the user cookie goes. */
  signedOut(reason: SignOutReason | null): void {
    this.deps.cookies.remove(COOKIE.USER.name);
    this.settle('anonymous');
    if (reason) this.signOutListeners.emit(reason);
  }

  /** The flows' changes of the sign-in state (authFlows.ts), each whole. */
  settle(status: AuthStatus, customerId: string | null = null, failure: string | null = null): void {
    this.status = status;
    this.customerId = customerId;
    this.failure = failure;
  }

  /**
   * Runs a flow: at once when their module is in (a signed-in shopper's: it came with the identity's code), so a
   * sign-out changes the state before its caller's next line; else after loading it, with the identity's code.
   */
  private withFlows<T>(run: (flows: AuthFlows) => T | PromiseLike<T>): Promise<T> {
    const module = AUTH_FLOWS.loaded();
    if (!module) {
      this.deps.identity.preload?.();
      return AUTH_FLOWS.preload().then(() => this.withFlows(run));
    }
    return Promise.resolve(run((this.flows ??= new module.AuthFlows(this, this.deps))));
  }
}
