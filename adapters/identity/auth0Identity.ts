import type { Auth0Client } from '@auth0/auth0-spa-js';
import type { AppConfig } from '../config/AppConfig';
import { AUTH0_INVALID_STATE_CODES } from '../../domain/constants';
import { IdentityInvalidStateError, type IdentityPort, type LoginRequest } from './IdentityPort';

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

/**
 * The identity port on @auth0/auth0-spa-js. The library (~64 KB gzip) is imported only when a sign-in, a
 * token or a callback is needed: a visitor with no session in storage never downloads it.
 */
export function auth0Identity({ config, origin, storage }: Auth0IdentityOptions): IdentityPort {
  let client: Promise<Auth0Client> | null = null;

  /** The client, created once; a failed creation (library chunk, app configuration) is tried again on the next call. */
  function getClient(): Promise<Auth0Client> {
    if (!client) {
      const attempt = Promise.all([import('@auth0/auth0-spa-js'), config()]).then(([{ createAuth0Client }, { identity }]) =>
        createAuth0Client({
          domain: identity.domain,
          clientId: identity.clientId,
          authorizationParams: { redirect_uri: origin, audience: identity.audience },
          useRefreshTokens: true,
          cacheLocation: 'localstorage',
        }),
      );
      attempt.catch(() => {
        if (client === attempt) client = null;
      });
      client = attempt;
    }
    return client;
  }

  function hasStoredSession(): boolean {
    try {
      for (let index = 0; index < storage.length; index += 1) {
        if (storage.key(index)?.startsWith(AUTH0_CACHE_PREFIX)) return true;
      }
    } catch {
      // Storage disabled: there can be no stored session.
    }
    return false;
  }

  return {
    isRedirectCallback(url) {
      return (url.searchParams.has('code') || url.searchParams.has('error')) && url.searchParams.has('state');
    },
    async handleRedirectCallback(url) {
      const auth0 = await getClient();
      try {
        const result = await auth0.handleRedirectCallback<{ targetUrl?: string }>(url.toString());
        return { targetUrl: result.appState?.targetUrl ?? null };
      } catch (error) {
        const code = (error as { error?: unknown } | null)?.error;
        if (typeof code === 'string' && AUTH0_INVALID_STATE_CODES.includes(code)) {
          throw new IdentityInvalidStateError({ cause: error });
        }
        throw error;
      }
    },
    async getAccessToken({ fresh = false } = {}) {
      if (!client && !hasStoredSession()) return null;
      try {
        const token: string | undefined = await (await getClient()).getTokenSilently(fresh ? { cacheMode: 'off' } : {});
        return token ?? null;
      } catch (error) {
        // login_required, missing refresh token, expired session: signed out. Anything else (the network, the
        // app configuration) also reads as signed out, but is worth a warning.
        const code = (error as { error?: unknown } | null)?.error;
        if (typeof code !== 'string' || !AUTH0_SIGNED_OUT_CODES.includes(code)) {
          console.warn('[identity] no access token', error);
        }
        return null;
      }
    },
    async getUser() {
      if (!client && !hasStoredSession()) return null;
      const user = await (await getClient()).getUser();
      return user?.sub ? { sub: user.sub, email: user.email } : null;
    },
    async login({ targetUrl, signup, friendCode, tracking }: LoginRequest) {
      await (await getClient()).loginWithRedirect({
        appState: { targetUrl },
        authorizationParams: {
          ...(signup ? { screen_hint: 'signup' } : {}),
          ...(friendCode ? { friend: friendCode } : {}),
          ...tracking,
        },
      });
    },
    async logout(returnTo) {
      await (await getClient()).logout({ logoutParams: { returnTo } });
    },
    async clearSession() {
      if (!client && !hasStoredSession()) return;
      // openUrl false: clears the local cache and cookies without visiting the provider.
      await (await getClient()).logout({ openUrl: false });
    },
  };
}
