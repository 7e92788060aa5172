import { isSignInCallback } from '../../domain/auth/signInCallback';
import type { AppConfig } from '../../domain/platform/appConfig';
import type { IdentityPort } from './IdentityPort';
import type { Auth0Session } from './auth0Session';

/** auth0-spa-js keeps its cache in localStorage under keys with this prefix (cacheLocation 'localstorage'). */
const AUTH0_CACHE_PREFIX = '@@auth0spajs@@';
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
}

/** Whether this browser keeps a sign-in session of auth0-spa-js (which may still have expired). */
export function hasStoredSession(storage: Storage): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(AUTH0_CACHE_PREFIX)) return true;
    }
  } catch {
    // Storage disabled: there can be no stored session.
  }
  return false;
}

/**
 * The identity port on @auth0/auth0-spa-js. The library (~64 KB gzip) and the calls on it (auth0Session) are
 * imported only when a sign-in, a token or a callback is needed: a visitor with no session in storage never
 * downloads them.
 */
export function auth0Identity({ config, origin, storage }: Auth0IdentityOptions): IdentityPort {
  let session: Promise<Auth0Session> | null = null;

  /** The session, created once; a failed creation (library chunk, app configuration) is tried again on the next call. */
  function getSession(): Promise<Auth0Session> {
    if (!session) {
      const attempt = Promise.all([import('./auth0Session'), config()]).then(([{ createAuth0Session }, { identity }]) =>
        createAuth0Session(identity, origin),
      );
      attempt.catch(() => {
        if (session === attempt) session = null;
      });
      session = attempt;
    }
    return session;
  }

  /** Nothing to ask the library when it is not loaded yet and this browser keeps no session. */
  const nothingStored = () => !session && !hasStoredSession(storage);

  return {
    isRedirectCallback: isSignInCallback,
    async handleRedirectCallback(url) {
      return (await getSession()).handleRedirectCallback(url);
    },
    async getAccessToken(options) {
      if (nothingStored()) return null;
      try {
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
      return (await getSession()).getUser();
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
