import { createAuth0Client, type Auth0Client } from '@auth0/auth0-spa-js';

import { IdentityInvalidStateError, IDENTITY_INVALID_STATE_ERROR } from '../../domain/auth/identityInvalidState';
import { SIGN_IN_REASON_PARAM } from '../../domain/auth/signInReason';
import { signInCallbackUri } from '../../domain/auth/signInCallback';
import type { AppConfig } from '../../domain/platform/appConfig';
import type { IdentityPort } from './IdentityPort';

/** auth0-spa-js error codes that mean an invalid state ('Invalid state'): no transaction stored, or another state. */
export const AUTH0_INVALID_STATE_CODES: readonly string[] = ['missing_transaction', 'state_mismatch', IDENTITY_INVALID_STATE_ERROR];

/** What auth0Identity needs the library for: everything but recognising a callback URL. */
export type Auth0Session = Omit<IdentityPort, 'isRedirectCallback'>;

/**
 * The identity calls on an auth0-spa-js client. This module and the library (~64 KB gzip) load together, on
 * the first call that needs them (auth0Identity).
 */
export async function createAuth0Session(config: AppConfig['identity'], origin: string): Promise<Auth0Session> {
  const auth0: Auth0Client = await createAuth0Client({
    domain: config.domain,
    clientId: config.clientId,
    authorizationParams: { redirect_uri: signInCallbackUri(origin), audience: config.audience },
    useRefreshTokens: true,
    cacheLocation: 'localstorage',
  });
  return {
    async handleRedirectCallback(url) {
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
    /** Throws the library's error as is: auth0Identity reads every failure as signed out. */
    async getAccessToken({ fresh = false } = {}) {
      const token: string | undefined = await auth0.getTokenSilently(fresh ? { cacheMode: 'off' } : {});
      return token ?? null;
    },
    async getUser() {
      const user = await auth0.getUser();
      return user?.sub ? { sub: user.sub, email: user.email } : null;
    },
    async login({ targetUrl, signup, friendCode, reason, tracking }) {
      await auth0.loginWithRedirect({
        appState: { targetUrl },
        authorizationParams: {
          ...(signup ? { screen_hint: 'signup' } : {}),
          ...(friendCode ? { friend: friendCode } : {}),
          ...(reason ? { [SIGN_IN_REASON_PARAM]: reason } : {}),
          ...tracking,
        },
      });
    },
    async logout(returnTo) {
      await auth0.logout({ logoutParams: { returnTo } });
    },
    async clearSession() {
      // openUrl false: clears the local cache and cookies without visiting the provider.
      await auth0.logout({ openUrl: false });
    },
  };
}
