import type { IdentityPort, IdentityUser, LoginRequest } from './IdentityPort';

/** Builds an unsigned JWT-shaped token whose payload the app can read (the twin has no real provider). */
export function unsignedToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

/** The in-memory twin of the identity port: tests sign a user in and out directly. */
export class MemoryIdentity implements IdentityPort {
  user: IdentityUser | null = null;
  accessToken: string | null = null;
  /** What the app asked for, in order ('login', 'logout'), with their arguments. */
  readonly calls: { kind: 'login' | 'logout'; request?: LoginRequest; returnTo?: string }[] = [];
  /** Set to simulate a provider redirect waiting to be finished. */
  pendingTargetUrl: string | null = null;

  signIn(user: IdentityUser, tokenPayload: Record<string, unknown>): void {
    this.user = user;
    this.accessToken = unsignedToken(tokenPayload);
  }

  signOut(): void {
    this.user = null;
    this.accessToken = null;
  }

  isRedirectCallback(url: URL): boolean {
    return url.searchParams.has('state') && (url.searchParams.has('code') || url.searchParams.has('error'));
  }

  async handleRedirectCallback(): Promise<{ targetUrl: string | null }> {
    const targetUrl = this.pendingTargetUrl;
    this.pendingTargetUrl = null;
    return { targetUrl };
  }

  async getAccessToken(): Promise<string | null> {
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
}
