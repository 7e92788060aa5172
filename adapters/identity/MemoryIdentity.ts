import { type IdentityPort, type IdentityUser, type LoginRequest } from './IdentityPort';
import { IdentityInvalidStateError } from '../../domain/auth/identityInvalidState';
import { isSignInCallback } from '../../domain/auth/signInCallback';

/** Builds an unsigned JWT-shaped token whose payload the app can read (the twin has no real provider). */
function unsignedToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

/** The in-memory twin of the identity port: tests sign a user in and out directly. */
export class MemoryIdentity implements IdentityPort {
  user: IdentityUser | null = null;
  accessToken: string | null = null;
  /** What the app asked for, in order, with their arguments. */
  readonly calls: { kind: 'login' | 'logout' | 'clearSession'; request?: LoginRequest; returnTo?: string }[] = [];
  /** Set to simulate a provider redirect waiting to be finished. */
  pendingTargetUrl: string | null = null;
  /** Set to make the next callbacks fail: 'invalidState' (no matching login transaction) or any error. */
  callbackFailure: 'invalidState' | Error | null = null;
  /** The token only appears after this many more reads (a callback that lands before the session is readable). */
  tokenDelayReads = 0;
  /** How many times a token was asked for. */
  tokenReads = 0;

  signIn(user: IdentityUser, tokenPayload: Record<string, unknown>): void {
    this.user = user;
    this.accessToken = unsignedToken(tokenPayload);
  }

  signOut(): void {
    this.user = null;
    this.accessToken = null;
  }

  isRedirectCallback(url: URL): boolean {
    return isSignInCallback(url);
  }

  async handleRedirectCallback(): Promise<{ targetUrl: string | null }> {
    const failure = this.callbackFailure;
    if (failure === 'invalidState') throw new IdentityInvalidStateError();
    if (failure) throw failure;
    const targetUrl = this.pendingTargetUrl;
    this.pendingTargetUrl = null;
    return { targetUrl };
  }

  async getAccessToken(): Promise<string | null> {
    this.tokenReads += 1;
    if (this.tokenDelayReads > 0) {
      this.tokenDelayReads -= 1;
      return null;
    }
    return this.accessToken;
  }

  async getUser(): Promise<IdentityUser | null> {
    return this.user;
  }

  async login(request: LoginRequest): Promise<void> {
    this.calls.push({ kind: 'login', request });
  }

  async logout(returnTo: string): Promise<void> {
    this.calls.push({ kind: 'logout', returnTo });
    this.signOut();
  }

  async clearSession(): Promise<void> {
    this.calls.push({ kind: 'clearSession' });
    this.signOut();
  }
}
