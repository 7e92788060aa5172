import { isSignInCallback } from '../../domain/auth/signInCallback';
import type { AppConfig } from '../../domain/platform/appConfig';
import type { IdentityPort } from './IdentityPort';
import { auth0CacheEntries, cachedSession } from './auth0Cache';
import { hasStoredSession } from './storedSession';
import type { Auth0Session, createAuth0Session } from './auth0Session';
/** auth0-spa-js error codes of getTokenSilently that only mean "nobody is signed in here". */
const AUTH0_SIGNED_OUT_CODES: readonly string[] = [
  'login_required',
  'consent_required',
  'interaction_required',
  'missing_refresh_token',
  'invalid_grant',
];

export interface Auth0IdentityOptions {
  /** Loads the configuration when the identity is first needed. */
  config: () => Promise<AppConfig>;
  origin: string;
  storage: Storage;
  /** Milliseconds since the epoch (the cached token's expiry is read against it). */
  now?: () => number;
  /** Loads the library's module (auth0Session); tests pass a stand-in that counts the loads. */
  loadSession?: () => Promise<typeof createAuth0Session>;
}

const loadAuth0Session = () => import('./auth0Session').then((module) => module.createAuth0Session);

/**
 * The identity port on @auth0/auth0-spa-js. A valid token and the user are read from the library's cache
 * (auth0Cache) as it would answer them; the library (~64 KB gzip) and the calls on it (auth0Session) are
 * imported only when it must act: a refresh, a sign-in, its callback, a sign-out. A visitor with no session in
 * storage never downloads them (nor this module: identityOnFirstUse).
 */
export function auth0Identity({ config, origin, storage, now = Date.now, loadSession = loadAuth0Session }: Auth0IdentityOptions): IdentityPort {
  let session: Promise<Auth0Session> | null = null;

  /** The session, created once; a failed creation (library chunk, app configuration) is tried again on the next call. */
  function getSession(): Promise<Auth0Session> {
    if (!session) {
      const attempt = Promise.all([loadSession(), config()]).then(([create, { identity }]) => create(identity, origin));
      attempt.catch(() => {
        if (session === attempt) session = null;
      });
      session = attempt;
    }
    return session;
  }

  /** Nothing to ask the library when it is not loaded yet and this browser keeps no session. */
  const nothingStored = () => !session && !hasStoredSession(storage);

  /** The session the library's cache answers, without the library; null when the library must be asked. */
  async function fromCache() {
    const { identity } = await config();
    return cachedSession(auth0CacheEntries(storage), identity, now());
  }

  return {
    isRedirectCallback: isSignInCallback,
    async handleRedirectCallback(url) {
      return (await getSession()).handleRedirectCallback(url);
    },
    async getAccessToken(options) {
      if (nothingStored()) return null;
      try {
        const cached = options?.fresh ? null : await fromCache();
        if (cached) return cached.accessToken;
        return await (await getSession()).getAccessToken(options);
      } catch (error) {
        // login_required, missing refresh token, expired session: signed out. Anything else (the network, the
        // app configuration, the library's chunk) also reads as signed out, but is worth a warning.
        const code = (error as { error?: unknown } | null)?.error;
        if (typeof code !== 'string' || !AUTH0_SIGNED_OUT_CODES.includes(code)) {
          console.warn('[identity] no access token', error);
        }
        return null;
      }
    },
    async getUser() {
      if (nothingStored()) return null;
      return (await fromCache())?.user ?? (await getSession()).getUser();
    },
    async login(request) {
      await (await getSession()).login(request);
    },
    async logout(returnTo) {
      await (await getSession()).logout(returnTo);
    },
    async clearSession() {
      if (nothingStored()) return;
      await (await getSession()).clearSession();
    },
  };
}
