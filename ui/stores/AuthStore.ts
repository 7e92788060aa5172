import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../adapters/clock';
import { decodeJwtPayload, type IdentityPort, type LoginRequest } from '../../adapters/identity';
import {
  buildPath,
  customerIdFromToken,
  isTokenPayloadValid,
  joinDateFromToken,
  needsRegistration,
  ROUTE_NAME,
  safeRedirectPath,
  SITE_VERSION,
} from '../../domain';

/**
 * loading → authenticated, anonymous, or needsRegistration (signed in at the provider, no customer yet).
 * 000 §4 "Auth": login is valid only with a token carrying a customer id.
 */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous' | 'needsRegistration';

export class AuthStore {
  status: AuthStatus = 'loading';
  customerId: string | null = null;
  joinDate: Date | null = null;

  constructor(
    private readonly identity: IdentityPort,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<AuthStore, 'identity' | 'clock'>(this, { identity: false, clock: false }, { autoBind: true });
  }

  get isSignedIn(): boolean {
    return this.status === 'authenticated';
  }

  /**
   * Finishes a provider redirect when the URL carries one, then reads the session. Answers the path to
   * replace the callback URL with (the sign-in target), or null when this was no callback. Login failures
   * are reported silently (000 §8): the visitor simply stays signed out.
   */
  async start(url: URL): Promise<string | null> {
    let target: string | null = null;
    if (this.identity.isRedirectCallback(url) && url.searchParams.has('code')) {
      try {
        const { targetUrl } = await this.identity.handleRedirectCallback(url);
        target = safeRedirectPath(targetUrl) ?? buildPath(ROUTE_NAME.HOME);
      } catch (error) {
        console.warn('[auth] the sign-in redirect could not be completed', error);
        target = buildPath(ROUTE_NAME.HOME);
      }
    }
    await this.readSession();
    return target;
  }

  /** Reads who is signed in from a current access token (`fresh` skips the token cache). */
  async readSession({ fresh = false }: { fresh?: boolean } = {}): Promise<void> {
    const token = await this.identity.getAccessToken({ fresh });
    const payload = token ? decodeJwtPayload(token) : null;
    runInAction(() => {
      if (!token || !isTokenPayloadValid(payload, this.clock.now())) {
        this.setSignedOut();
        return;
      }
      if (needsRegistration(payload)) {
        this.status = 'needsRegistration';
        this.customerId = null;
        return;
      }
      const customer = customerIdFromToken(payload);
      if (!customer.ok) {
        this.setSignedOut();
        return;
      }
      this.status = 'authenticated';
      this.customerId = customer.value;
      this.joinDate = joinDateFromToken(payload);
    });
  }

  /** The SDK's token provider: null while signed out, so calls go unauthenticated. */
  async getAccessToken(): Promise<string | null> {
    return this.status === 'anonymous' ? null : this.identity.getAccessToken();
  }

  login(targetUrl: string, options: Omit<LoginRequest, 'targetUrl' | 'tracking'> = {}): Promise<void> {
    return this.identity.login({
      targetUrl: safeRedirectPath(targetUrl) ?? buildPath(ROUTE_NAME.HOME),
      tracking: { app_version: SITE_VERSION },
      ...options,
    });
  }

  logout(returnTo: string): Promise<void> {
    this.setSignedOut();
    return this.identity.logout(returnTo);
  }

  /** An API said the token is no good (401 / UNAUTHENTICATED): the session is over (000 §8). */
  forceSignOut(): void {
    this.setSignedOut();
  }

  private setSignedOut(): void {
    this.status = 'anonymous';
    this.customerId = null;
    this.joinDate = null;
  }
}
